import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from './test-app';

describe('createTestApp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs on the engine the run asked for (TEST_DATABASE_URL = PostgreSQL)', async () => {
    expect(t.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    const result = (await t.db.execute(sql`select version() as version`)) as unknown as {
      rows: { version: string }[];
    };
    const [row] = result.rows;
    expect(row?.version).toMatch(/PostgreSQL/);
  });

  it('starts from the migrated, seeded template with the four demo accounts', async () => {
    for (const email of Object.values(demo))
      await expect(t.userIdOf(email)).resolves.toMatch(/^[0-9a-f-]{36}$/);
  });
});
