import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../../test/test-app';
import { defaultAppFeatures } from '../identity/identity.registration';
import { cachedRead, isSharedReadValue, ReadCache } from './read-cache';
import { users } from './schema/users.table';

describe('ReadCache', () => {
  const counter = () => {
    let calls = 0;
    return {
      load: async () => ({ call: ++calls }),
      calls: () => calls,
    };
  };

  it('answers a repeated read from memory until something is written', async () => {
    const cache = new ReadCache();
    const source = counter();
    expect(await cache.read('a', source.load)).toEqual({ call: 1 });
    expect(await cache.read('a', source.load)).toEqual({ call: 1 });
    cache.invalidate();
    expect(await cache.read('a', source.load)).toEqual({ call: 2 });
    expect(source.calls()).toBe(2);
  });

  it('shares one load between callers who ask while it runs', async () => {
    const cache = new ReadCache();
    const source = counter();
    const answers = await Promise.all([cache.read('a', source.load), cache.read('a', source.load)]);
    expect(answers).toEqual([{ call: 1 }, { call: 1 }]);
    expect(source.calls()).toBe(1);
  });

  it('does not keep a read that a write overlapped', async () => {
    const cache = new ReadCache();
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pending = cache.read('a', async () => {
      await slow;
      return 'read before the write';
    });
    cache.invalidate();
    release();
    expect(await pending).toBe('read before the write');
    expect(await cache.read('a', async () => 'read after the write')).toBe('read after the write');
  });

  it('forgets failed loads, old entries and the oldest beyond its size', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    await expect(cache.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('a', async () => 'up')).toBe('up');

    now = 1000;
    expect(await cache.read('a', async () => 'fresh')).toBe('fresh');

    await cache.read('b', async () => 'b');
    await cache.read('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.read('a', async () => 'a again')).toBe('a again');
  });

  it('hands out frozen values, so one request cannot change what the next one reads', async () => {
    const cache = new ReadCache();
    const value = await cache.read('a', async () => ({ row: { tags: ['x'] } }));
    expect(Object.isFrozen(value.row.tags)).toBe(true);
    expect(() => value.row.tags.push('y')).toThrow(TypeError);
  });

  it('knows the values it handed out, and only those', async () => {
    const cache = new ReadCache();
    const made = { row: 1 };
    const value = await cache.read('a', async () => made);
    expect(isSharedReadValue(value)).toBe(true);
    expect(isSharedReadValue({ row: 1 })).toBe(false);
    expect(isSharedReadValue(Object.freeze({ row: 1 }))).toBe(false);
    expect(isSharedReadValue('text')).toBe(false);
    expect(isSharedReadValue(null)).toBe(false);
  });
});

describe('reads cached on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const firstName = (id: string) =>
    cachedRead(t.db, `test.firstName:${id}`, async () => {
      const [row] = await t.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, id));
      return row?.firstName ?? null;
    });

  it('sees every write made through the database, builder, raw SQL or transaction', async () => {
    const id = await t.userIdOf(demo.newHost);
    await t.db.update(users).set({ firstName: 'Before' }).where(eq(users.id, id));
    expect(await firstName(id)).toBe('Before');

    await t.db.update(users).set({ firstName: 'Builder' }).where(eq(users.id, id));
    expect(await firstName(id)).toBe('Builder');

    await t.db.execute(sql`update users set first_name = 'Raw' where id = ${id}`);
    expect(await firstName(id)).toBe('Raw');

    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ firstName: 'Transaction' }).where(eq(users.id, id));
      // Inside a transaction nothing is cached: its own write is visible at once.
      expect(
        await cachedRead(tx, `test.firstName:${id}`, async () => {
          const [row] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, id));
          return row?.firstName;
        }),
      ).toBe('Transaction');
    });
    expect(await firstName(id)).toBe('Transaction');
  });

  it('answers user info and the property list as changed right after a write', async () => {
    const headers = await t.authHeaders(demo.anna);
    const info = async () =>
      (await t.app.inject({ url: '/api/app/user/info', headers })).json<{ aboutHost: string | null }>();
    await info();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers,
      payload: { aboutHost: 'Changed a moment ago' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await info()).aboutHost).toBe('Changed a moment ago');

    const total = async () =>
      (await t.app.inject({ url: '/api/app/properties', headers })).json<{ pagination: { total: number } }>()
        .pagination.total;
    const before = await total();
    expect(await total()).toBe(before);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/app/properties',
      headers,
      payload: { propertyType: 'single', title: 'Cabin added while cached' },
    });
    expect(created.statusCode).toBe(201);
    expect(await total()).toBe(before + 1);

    const { id } = created.json<{ property: { id: string } }>().property;
    // Both lists, the entities and the properties page, are cached as whole answers.
    const titlesInLists = async () =>
      Promise.all(
        ['/api/app/properties?limit=100', '/api/app/property-list?limit=100'].map(
          async (url) =>
            (await t.app.inject({ url, headers }))
              .json<{ items: { id: string; title: string | null }[] }>()
              .items.find((item) => item.id === id)?.title,
        ),
      );
    expect(await titlesInLists()).toEqual(['Cabin added while cached', 'Cabin added while cached']);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/properties/${id}`,
      headers,
      payload: { title: 'Cabin renamed while cached' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await titlesInLists()).toEqual(['Cabin renamed while cached', 'Cabin renamed while cached']);
  });

  it('refuses a deleted user at once, however recently their row was read', async () => {
    const [row] = await t.db
      .insert(users)
      .values({
        email: 'short-lived@example.test',
        passwordHash: 'x',
        appFeatures: defaultAppFeatures('individual'),
      })
      .returning({ id: users.id });
    const headers = await t.authHeaders('short-lived@example.test');
    expect((await t.app.inject({ url: '/api/app/user/info', headers })).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, row!.id));
    expect((await t.app.inject({ url: '/api/app/user/info', headers })).statusCode).toBe(401);
  });
});
