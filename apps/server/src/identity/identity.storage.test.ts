import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';
import { oidcPayloads } from '../db/schema/identity.table';
import { DrizzleOidcAdapter, sweepExpiredOidcPayloads } from './identity.adapter';

let handle: DatabaseHandle;

beforeAll(async () => {
  // The server suite's migrated template (PGlite, or PostgreSQL when TEST_DATABASE_URL is set);
  // these tests create their own users and use none of the demo data.
  handle = await openTestDatabase(inject('testDatabaseTemplate'));
});

afterAll(async () => {
  await handle.close();
});

describe('DrizzleOidcAdapter', () => {
  it('stores, finds, consumes and destroys one model instance', async () => {
    const codes = new DrizzleOidcAdapter('AuthorizationCode', handle.db);
    await codes.upsert('code-1', { accountId: 'a', grantId: 'g-1', kind: 'AuthorizationCode' }, 60);
    expect(await codes.find('code-1')).toEqual({ accountId: 'a', grantId: 'g-1', kind: 'AuthorizationCode' });
    // Models are separate namespaces: the same id under another model is another row.
    expect(await new DrizzleOidcAdapter('AccessToken', handle.db).find('code-1')).toBeUndefined();

    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));
    await codes.destroy('code-1');
    expect(await codes.find('code-1')).toBeUndefined();
  });

  it('overwrites on upsert and finds sessions by uid and device codes by user code', async () => {
    const sessions = new DrizzleOidcAdapter('Session', handle.db);
    await sessions.upsert('s-1', { uid: 'uid-1', accountId: 'a' }, 60);
    await sessions.upsert('s-1', { uid: 'uid-1', accountId: 'b' }, 60);
    expect(await sessions.findByUid('uid-1')).toEqual({ uid: 'uid-1', accountId: 'b' });
    expect(await sessions.findByUid('other')).toBeUndefined();

    const devices = new DrizzleOidcAdapter('DeviceCode', handle.db);
    await devices.upsert('d-1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await devices.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('treats expired rows as gone and sweeps them', async () => {
    const tokens = new DrizzleOidcAdapter('AccessToken', handle.db);
    await tokens.upsert('old', { grantId: 'g' }, 60);
    await handle.db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcPayloads.id, 'old'));
    expect(await tokens.find('old')).toBeUndefined();
    await sweepExpiredOidcPayloads(handle.db);
    expect(await handle.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, 'old'))).toHaveLength(0);
  });

  it('revokes everything of one grant and nothing else', async () => {
    const refresh = new DrizzleOidcAdapter('RefreshToken', handle.db);
    await refresh.upsert('r-1', { grantId: 'grant-x' }, 60);
    await refresh.upsert('r-2', { grantId: 'grant-x' }, 60);
    await refresh.upsert('r-3', { grantId: 'grant-y' }, 60);
    await refresh.revokeByGrantId('grant-x');
    expect(await refresh.find('r-1')).toBeUndefined();
    expect(await refresh.find('r-2')).toBeUndefined();
    expect(await refresh.find('r-3')).toEqual({ grantId: 'grant-y' });
  });
});
