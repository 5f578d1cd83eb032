import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../test-app';

/**
 * Tables a refused request may still write to, on purpose: the identity server's own state, the
 * audit of writes made while impersonating and the channel intake's audit (both record refusals too).
 */
const NOT_DATA = new Set([
  'oidc_payloads',
  'identity_keys',
  'login_failures',
  'impersonation_audit',
  'channel_intake_audit',
]);

type Rows<T> = { rows: T[] };

/** Where the write log stood, and which files were stored, at one moment. */
export interface WriteMark {
  lastWrite: number;
  files: string;
}

export interface WriteLog {
  mark(): Promise<WriteMark>;
  /** The tables written (and `files` when stored files changed) between two marks. */
  changedBetween(before: WriteMark, after: WriteMark): Promise<string[]>;
}

/**
 * Installs a row-level trigger on every data table of the test database that logs the table's name
 * on each inserted, updated or deleted row. A refused request that wrote a row, even one it wrote
 * back or that holds the same values, shows up; a statement that touched no row does not, and a
 * transaction rolled back takes its log rows with it. Cheaper than hashing every table per probe.
 */
export async function installWriteLog(t: TestApp): Promise<WriteLog> {
  const tables = (
    (await t.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as Rows<{ name: string }>
  ).rows
    .map((row) => row.name)
    .filter((name) => !NOT_DATA.has(name));
  const statements = [
    'create table fuzz_write_log (id bigserial primary key, table_name text not null)',
    `create function fuzz_log_write() returns trigger language plpgsql as $$
       begin insert into fuzz_write_log (table_name) values (TG_TABLE_NAME); return null; end $$`,
    ...tables.map(
      (name) =>
        `create trigger fuzz_log_write after insert or update or delete on "${name}" for each row execute function fuzz_log_write()`,
    ),
  ];
  for (const statement of statements) await t.db.execute(sql.raw(statement));
  return {
    mark: async () => {
      const [row] = (
        (await t.db.execute(
          sql`select coalesce(max(id), 0)::int as last from fuzz_write_log`,
        )) as unknown as Rows<{ last: number }>
      ).rows;
      return { lastWrite: row?.last ?? 0, files: await listFiles(t.config.filesDir) };
    },
    changedBetween: async (before, after) => {
      const changed: string[] = [];
      if (after.lastWrite !== before.lastWrite) {
        const written = (await t.db.execute(
          sql`select distinct table_name as name from fuzz_write_log where id > ${before.lastWrite} and id <= ${after.lastWrite}`,
        )) as unknown as Rows<{ name: string }>;
        changed.push(...written.rows.map((row) => row.name));
      }
      if (after.files !== before.files) changed.push('files');
      return changed;
    },
  };
}

async function listFiles(dir: string): Promise<string> {
  let names: string[];
  try {
    names = await readdir(dir, { recursive: true });
  } catch {
    return '';
  }
  const entries = await Promise.all(
    names.sort().map(async (name) => `${name}:${(await stat(join(dir, name))).size}`),
  );
  return entries.join('|');
}
