import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { expect } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { isEngineIndependent } from './engine-independent';

/** What the global setup built and hands to every test file (vitest `provide`/`inject`). */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; dumpFile: string; dataDir: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string; dataDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/** The URL of another database on the same server (`postgres://u:p@h:5432/x` → `/name`). */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

export async function withAdminClient<T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one test file: PGlite loaded from the template dump (~0.4 s), or a
 * PostgreSQL database cloned from the template database (CREATE DATABASE ... TEMPLATE) and
 * dropped on close.
 */
export async function openTestDatabase(template: TestDatabaseTemplate): Promise<DatabaseHandle> {
  // The PostgreSQL layer skips the files listed as engine independent; one that opens a database
  // after all would have its SQL tested on PGlite only.
  const testFile = expect.getState().testPath;
  if (testFile && isEngineIndependent(testFile)) {
    throw new Error(`${testFile} is listed in test/engine-independent.ts but opens a database`);
  }
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpFile);
    return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([dump]) });
  }
  const name = randomDatabaseName('hd_test');
  await withAdminClient(template.adminUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`),
  );
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(template.adminUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(template.adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
