/**
 * Property-based fuzzing of every write the server serves (POST, PUT, PATCH, DELETE rows of the
 * contract's endpoint table that do not answer 501). Probes are derived from each row's zod schemas:
 * a valid body with one site broken (wrong types, numbers past their bounds or not numbers at all,
 * strings too long, too short, huge, with control characters, half surrogate pairs or odd Unicode,
 * values outside an enum, arrays too long or too short, required keys missing, unknown keys), and
 * requests broken around the body (wrong content types, unreadable, hostile or deeply nested JSON,
 * bad or foreign ids in the path, junk query strings, upload parts that are not images).
 *
 * For each probe: never a 5xx; a refused write (4xx) leaves every table and stored file as it was;
 * a body the contract's schema refuses, or with text the string rule refuses, is never accepted;
 * another host's id is a 404; a 400 for one broken field of an otherwise valid body names that field
 * (or the field the schema's own check names) in `errors[].field`.
 *
 * `npm test` runs a fixed seed and a few dozen probes per row. A larger run on demand:
 *   FUZZ_RUNS=500 npm run test:server -- fuzz          (probes per row)
 *   FUZZ_SEED=7 FUZZ_RUNS=200 npm run test:server -- fuzz
 *   FUZZ_KEEP_GOING=1 ...   counts every failing probe instead of stopping (and shrinking) at the first;
 *   FUZZ_LOG=1 ...          shows the server's error log (the stack behind a 500).
 * On-demand runs print the probe count and the answers by class at the end.
 * A failure prints the seed and path fast-check needs to replay it (`seed`, `path` in fc.assert).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@hostdeck/contract/endpoints';
import type { Endpoint } from '@hostdeck/contract/http/endpoint';
import { apiErrorBodySchema } from '@hostdeck/contract/http/error.schemas';
import { notServedYet } from '../../src/app/not-implemented';
import { DEMO_API_KEYS } from '../../src/db/seed/seed-api-keys';
import { ownedRecordIds, paramsFor, type OwnedRecordIds } from '../owned-records';
import { createTestApp, demo, type TestApp } from '../test-app';
import { installWriteLog, type WriteLog, type WriteMark } from './write-log';
import { hasRefusedText, probesFor, type Probe, type RowContext } from './write-probes';

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_111);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const KEEP_GOING = process.env.FUZZ_KEEP_GOING === '1';

const writes = Object.entries(endpoints).filter(
  ([, endpoint]) => endpoint.method !== 'GET' && endpoint.path.startsWith('/api/'),
) as [string, Endpoint][];

const tally = {
  probes: 0,
  rows: 0,
  byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 } as Record<string, number>,
};
const startedAt = Date.now();

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A dotted error field relates to the broken one when it is the same, inside it or around it. */
const related = (field: string, broken: string) =>
  field === broken || field.startsWith(`${broken}.`) || broken.startsWith(`${field}.`);

const preview = (value: unknown, length = 160) => {
  const text = Buffer.isBuffer(value) ? `<${value.length} bytes>` : String(value ?? '');
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
};

// The app is built before the tests are collected: the rows it still answers 501 for get no test
// (they are probed when they are served), rather than a skipped one in every run.
// Own files directory: a probe that gets an upload through writes here, not where other files run.
const dataDir = mkdtempSync(join(tmpdir(), 'hostdeck-fuzz-'));
const t: TestApp = await createTestApp({
  DATA_DIR: dataDir,
  ...(process.env.FUZZ_LOG ? { LOG_LEVEL: 'error' } : {}),
});
const pending = new Set(notServedYet(t.app));
const servedWrites = writes.filter(([name]) => !pending.has(name));

describe('write fuzz: no write breaks the server or changes anything when refused', () => {
  let writeLog: WriteLog;
  let last: WriteMark;
  let own: OwnedRecordIds;
  let foreign: OwnedRecordIds;

  beforeAll(async () => {
    own = await ownedRecordIds(t, demo.anna);
    foreign = await ownedRecordIds(t, demo.agency);
    writeLog = await installWriteLog(t);
    last = await writeLog.mark();
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.FUZZ_RUNS || KEEP_GOING) {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      console.info(
        `write fuzz: seed ${SEED}, ${tally.probes} probes over ${tally.rows} rows in ${seconds} s: ${JSON.stringify(tally.byClass)}`,
      );
    }
  });

  it('has writes to probe, and its write log sees a write', async () => {
    expect(writes.length).toBeGreaterThan(30);
    const before = await writeLog.mark();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/app/user/interaction',
      headers: await t.authHeaders(demo.anna),
      payload: { interactions: [{ interactionType: 'maintenance_banner_dismissed', interacted: true }] },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    last = await writeLog.mark();
    expect(await writeLog.changedBetween(before, last)).toEqual(['user_interactions']);
  });

  /** What is wrong with one probe's answer; empty when it holds. */
  async function problemsOf(endpoint: Endpoint, probe: Probe): Promise<string[]> {
    const response = await t.app.inject({
      method: probe.method,
      url: probe.url,
      headers: probe.headers,
      ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
    });
    const status = response.statusCode;
    const statusClass = `${Math.floor(status / 100)}xx`;
    tally.probes += 1;
    tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
    const after = await writeLog.mark();
    const before = last;
    last = after;

    const problems: string[] = [];
    if (status >= 500) problems.push(`answered ${status}`);
    const refused = status >= 400 && status < 500;
    const accepted = status < 400;
    if (refused) {
      const changed = await writeLog.changedBetween(before, after);
      if (changed.length > 0) problems.push(`refused with ${status} but changed ${changed.join(', ')}`);
    }
    const json = probe.json?.value;
    if (probe.json && accepted && hasRefusedText(json)) problems.push(`accepted refused text with ${status}`);
    const verdict =
      probe.json && endpoint.body && endpoint.requestType !== 'multipart'
        ? endpoint.body.safeParse(json)
        : undefined;
    if (verdict && !verdict.success && accepted)
      problems.push(`accepted a body its schema refuses with ${status}`);
    if (probe.kind === 'param:foreign' && status !== 404)
      problems.push(`another host's id answered ${status}, not 404`);
    // A field the contract itself refuses must be named; a valid body refused by a rule on stored
    // data (this region asks no ownership question) names what that rule names.
    if (status === 400 && probe.field !== undefined && verdict && !verdict.success) {
      const body = apiErrorBodySchema.safeParse(parseJson(response.body));
      const fields = body.success
        ? body.data.errors.flatMap((error) => (error.field === undefined ? [] : [error.field]))
        : [];
      const schemaFields = verdict.error.issues.map((issue) => issue.path.join('.'));
      const broken = probe.field;
      if (!fields.some((field) => related(field, broken) || schemaFields.includes(field)))
        problems.push(`400 names ${JSON.stringify(fields)}, not the broken field "${broken}"`);
    }
    if (problems.length === 0) return [];
    return [
      `${probe.kind} ${probe.method} ${preview(probe.url, 200)}: ${problems.join('; ')}`,
      `  sent: ${preview(probe.payload)}`,
      `  answer: ${preview(response.body, 500)}`,
    ];
  }

  for (const [, endpoint] of servedWrites) {
    it(
      `${endpoint.method} ${endpoint.path}`,
      async () => {
        tally.rows += 1;
        // Channel rows take the host's API key (the seed's demo key), not a sign-in token.
        const headers =
          endpoint.access === 'channel'
            ? { 'x-api-key': DEMO_API_KEYS[demo.anna] }
            : await t.authHeaders(endpoint.access === 'staff' ? demo.staff : demo.anna);
        const row: RowContext = {
          endpoint,
          headers,
          ownParams: paramsFor(endpoint, own),
          foreignParams: paramsFor(endpoint, foreign),
        };
        const failures: string[] = [];
        await fc.assert(
          fc.asyncProperty(probesFor(row), async (probe) => {
            const problems = await problemsOf(endpoint, probe);
            if (problems.length === 0) return;
            if (!KEEP_GOING) throw new Error(problems.join('\n'));
            failures.push(problems.join('\n'));
          }),
          { seed: SEED, numRuns: RUNS },
        );
        expect(
          failures,
          `${failures.length} failing probes; the first:\n${failures.slice(0, 5).join('\n')}`,
        ).toEqual([]);
      },
      Math.max(60_000, RUNS * 2_000),
    );
  }
});
