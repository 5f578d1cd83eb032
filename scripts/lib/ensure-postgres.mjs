// The server suite also runs against a real PostgreSQL; Debian 12 ships version 15.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { aptInstall, isMain } from './process.mjs';

const postgresRoot = '/usr/lib/postgresql';

/** The newest `/usr/lib/postgresql/<version>/bin` holding initdb, preferring 15 (what CI runs). */
export function findPostgresBinDir() {
  const preferred = path.join(postgresRoot, '15', 'bin');
  if (existsSync(path.join(preferred, 'initdb'))) return preferred;
  if (!existsSync(postgresRoot)) return null;
  const versions = readdirSync(postgresRoot)
    .filter((name) => existsSync(path.join(postgresRoot, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(postgresRoot, versions[0], 'bin') : null;
}

export async function ensurePostgres() {
  const found = findPostgresBinDir();
  if (found) return found;
  console.info('[postgres] initdb not found: apt-get install -y postgresql');
  await aptInstall(['postgresql'], 'PostgreSQL is needed for the server tests against PostgreSQL.');
  const installed = findPostgresBinDir();
  if (!installed) throw new Error(`postgresql was installed but no ${postgresRoot}/*/bin/initdb exists`);
  return installed;
}

if (isMain(import.meta.url)) {
  ensurePostgres()
    .then((dir) => console.info(dir))
    .catch((error) => {
      console.error(`[postgres] ${error.message}`);
      process.exit(1);
    });
}
