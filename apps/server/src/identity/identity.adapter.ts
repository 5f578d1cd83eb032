import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client';
import { oidcPayloads } from '../db/schema/identity.table';

/**
 * oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens, ...) on one
 * table, so SSO sessions and refresh tokens survive restarts and work on every replica.
 * One adapter instance per model name, as oidc-provider asks for.
 */
export class DrizzleOidcAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly db: Database,
  ) {}

  private byId(id: string) {
    return and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id));
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const values = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      // A re-saved artifact starts unconsumed, as with oidc-provider's own memory adapter.
      consumedAt: null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, model: this.model, ...values })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
  }

  private async findOne(condition: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({
        payload: oidcPayloads.payload,
        expiresAt: oidcPayloads.expiresAt,
        consumedAt: oidcPayloads.consumedAt,
      })
      .from(oidcPayloads)
      .where(condition)
      .limit(1);
    // Expired rows are swept in batches (sweepExpiredOidcPayloads); until then they must read as gone.
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findOne(this.byId(id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findOne(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.uid, uid)));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findOne(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.userCode, userCode)));
  }

  async consume(id: string): Promise<void> {
    await this.db.update(oidcPayloads).set({ consumedAt: new Date() }).where(this.byId(id));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(this.byId(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
  }
}

/** Deletes rows whose lifetime is over; run now and then (identity.plugin.ts does it hourly). */
export async function sweepExpiredOidcPayloads(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(and(isNotNull(oidcPayloads.expiresAt), lt(oidcPayloads.expiresAt, now)));
}
