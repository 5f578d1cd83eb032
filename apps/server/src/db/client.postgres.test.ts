import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

async function backendPid(db: Database): Promise<number> {
  // Both drivers answer `execute` with `{ rows }`; the shared Database type leaves the result open.
  const result = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: { pid: number }[];
  };
  return result.rows[0]!.pid;
}

// Runs in the PostgreSQL layer of `npm test` only (vitest.config.ts): the embedded engine has no
// connections to lose.
const postgresUrl = process.env.TEST_DATABASE_URL;

describe('PostgreSQL connection pool', () => {
  it('survives the server ending an idle connection, and the next query gets a new one', async () => {
    const database = await openDatabase({ kind: 'postgres', url: postgresUrl! });
    try {
      const pid = await backendPid(database.db);

      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // Give the pool the moment it needs to see the connection go (an unhandled 'error' would fail the run).
      await new Promise((resolve) => setTimeout(resolve, 200));

      expect(await backendPid(database.db)).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});
