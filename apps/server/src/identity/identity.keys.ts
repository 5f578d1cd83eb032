import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client';
import { identityKeys } from '../db/schema/identity.table';

export interface SigningKeys {
  privateJwks: { keys: JWK[] };
  publicJwks: { keys: JWK[] };
}

// The row ids are fixed: when two replicas start on an empty database at the same moment, the
// second insert hits the primary key, does nothing, and both read back the one stored key.
const SIGNING_KEY_ID = 'signing-1';
const COOKIE_KEY_ID = 'cookie-1';

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

function toPublicJwk(jwk: JWK): JWK {
  const copy: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy as JWK;
}

async function loadOrCreate(
  db: Database,
  kind: 'signing' | 'cookie',
  id: string,
  create: () => Promise<Record<string, unknown>>,
): Promise<Record<string, unknown>[]> {
  const read = () =>
    db
      .select({ material: identityKeys.material })
      .from(identityKeys)
      .where(eq(identityKeys.kind, kind))
      .orderBy(asc(identityKeys.createdAt), asc(identityKeys.id));
  const existing = await read();
  if (existing.length > 0) return existing.map((row) => row.material);
  await db
    .insert(identityKeys)
    .values({ id, kind, material: await create() })
    .onConflictDoNothing();
  return (await read()).map((row) => row.material);
}

/** The RS256 key the embedded identity server signs tokens with, created on first use and stored. */
export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  const stored = await loadOrCreate(db, 'signing', SIGNING_KEY_ID, async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, kid: randomBytes(12).toString('base64url'), use: 'sig', alg: 'RS256' };
  });
  // Newest first: oidc-provider signs with the first matching key; older ones stay for verification.
  const privateKeys = (stored as JWK[]).slice().reverse();
  return { privateJwks: { keys: privateKeys }, publicJwks: { keys: privateKeys.map(toPublicJwk) } };
}

/** Secrets oidc-provider signs its cookies with (newest first), created on first use and stored. */
export async function loadCookieKeys(db: Database): Promise<string[]> {
  const stored = await loadOrCreate(db, 'cookie', COOKIE_KEY_ID, async () => ({
    secret: randomBytes(32).toString('base64url'),
  }));
  return stored
    .map((material) => material.secret)
    .filter((secret): secret is string => typeof secret === 'string')
    .reverse();
}
