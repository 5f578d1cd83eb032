import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJWK, jwtVerify, SignJWT } from 'jose';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { identityKeys } from '../db/schema/identity.table';
import { loadCookieKeys, loadSigningKeys } from './identity.keys';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
});

afterAll(async () => {
  await handle.close();
});

describe('loadSigningKeys', () => {
  it('creates one RS256 key, stores it, and returns the same key on every later call', async () => {
    const first = await loadSigningKeys(handle.db);
    const [privateKey] = first.privateJwks.keys;
    expect(privateKey).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(privateKey?.kid).toEqual(expect.any(String));
    expect(privateKey?.d).toEqual(expect.any(String));

    const again = await Promise.all([loadSigningKeys(handle.db), loadSigningKeys(handle.db)]);
    for (const keys of again) expect(keys.privateJwks).toEqual(first.privateJwks);
    const rows = await handle.db.select().from(identityKeys);
    expect(rows.filter((row) => row.kind === 'signing')).toHaveLength(1);
  });

  it('publishes only the public members, and they verify what the private key signed', async () => {
    const { privateJwks, publicJwks } = await loadSigningKeys(handle.db);
    const [publicKey] = publicJwks.keys;
    const [privateKey] = privateJwks.keys;
    if (!publicKey || !privateKey) throw new Error('no key');
    for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(publicKey).not.toHaveProperty(member);
    expect(publicKey).toMatchObject({ kid: privateKey.kid, alg: 'RS256', n: privateKey.n, e: privateKey.e });

    const token = await new SignJWT({ sub: 'x' })
      .setProtectedHeader({ alg: 'RS256', kid: privateKey.kid })
      .sign(await importJWK(privateKey, 'RS256'));
    await expect(jwtVerify(token, await importJWK(publicKey, 'RS256'))).resolves.toBeTruthy();
  });

  it('survives a restart: a second connection to the same data reads the stored key', async () => {
    const dataDir = `/tmp/hostdeck-identity-keys-${process.pid}-${Date.now()}`;
    const a = await openDatabase({ kind: 'pglite', dataDir });
    await a.migrate();
    const created = await loadSigningKeys(a.db);
    await a.close();
    const b = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect((await loadSigningKeys(b.db)).privateJwks).toEqual(created.privateJwks);
    } finally {
      await b.close();
      const { rm } = await import('node:fs/promises');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('loadCookieKeys', () => {
  it('creates one random secret once and reuses it', async () => {
    const first = await loadCookieKeys(handle.db);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/^[\w-]{43}$/);
    expect(await loadCookieKeys(handle.db)).toEqual(first);
  });
});
