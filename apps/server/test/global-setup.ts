import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedDemoData } from '../src/db/seed/seed';
import { loadSigningKeys } from '../src/identity/identity.keys';
import { databaseUrl, randomDatabaseName, withAdminClient } from './test-database';

/** Migrate, seed the demo data and create the signing key: what every test file starts from. */
async function prepare(handle: DatabaseHandle, filesDir: string): Promise<void> {
  await handle.migrate();
  await seedDemoData(handle.db, { filesDir });
  await loadSigningKeys(handle.db);
}

/**
 * Runs once per `vitest run`: builds the template every server test file copies. With
 * TEST_DATABASE_URL the template is a PostgreSQL database; otherwise a PGlite dump on disk.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostdeck-server-test-'));
  const filesDir = join(dataDir, 'files');
  const adminUrl = process.env.TEST_DATABASE_URL;

  if (adminUrl) {
    const templateName = randomDatabaseName('hd_tpl');
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${templateName}"`));
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, templateName) });
    try {
      await prepare(handle, filesDir);
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses a template that has open connections.
      await handle.close();
    }
    project.provide('testDatabaseTemplate', { kind: 'postgres', adminUrl, templateName, dataDir });
    return async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`),
      );
      rmSync(dataDir, { recursive: true, force: true });
    };
  }

  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  const dumpFile = join(dataDir, 'template.tar.gz');
  try {
    await prepare(handle, filesDir);
    const dump = await handle.dump?.();
    if (!dump) throw new Error('PGlite handle cannot dump its data directory');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('testDatabaseTemplate', { kind: 'pglite', dumpFile, dataDir });
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
  };
}
