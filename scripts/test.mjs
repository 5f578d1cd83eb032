// `npm test`: installs what is missing, then runs every layer in order and stops at the first
// failure. The last line, `N passed, N failed`, is what CI reads.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { ensurePostgres } from './lib/ensure-postgres.mjs';
import { bin, repoRoot, run } from './lib/process.mjs';

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'hostdeck-test-'));
const report = (name) => path.join(reportDir, `${name}.json`);

const vitest = (name, projects) => ({
  name,
  report: report(name),
  command: [
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report(name)}`,
    ],
  ],
  parse: parseVitest,
});

function parseVitest(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: json.numPassedTests ?? 0,
    failed: json.numFailedTests ?? 0,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  };
}

function parsePlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

async function prepare() {
  await ensureDeps();
  await ensureChromium();
  return { pgBinDir: await ensurePostgres() };
}

function layers({ pgBinDir }) {
  const withPostgres = path.join(repoRoot, 'apps/server/test/with-postgres.sh');
  const serverOnPostgres = vitest('server (PostgreSQL 15)', ['server']);
  return [
    { name: 'lint', command: [bin('eslint'), ['--max-warnings', '0', '.']] },
    // Unused files, exports and dependencies (knip.jsonc); reads the sources only, no network.
    { name: 'dead code (knip)', command: [bin('knip'), []] },
    { name: 'type check', command: [bin('tsc'), ['-b']] },
    { name: 'format', command: [bin('prettier'), ['--check', '.']] },
    vitest('unit (contract, translations, web)', ['contract', 'translations', 'web']),
    vitest('server (PGlite)', ['server']),
    {
      ...serverOnPostgres,
      // The script starts a throwaway cluster on 127.0.0.1, runs the command with TEST_DATABASE_URL
      // set, and removes the cluster again.
      missing: existsSync(withPostgres) ? null : `${path.relative(repoRoot, withPostgres)} does not exist`,
      command: ['bash', [withPostgres, ...serverOnPostgres.command.flat()]],
      env: { PG_BIN: pgBinDir },
    },
    { name: 'build', command: [process.execPath, [path.join(repoRoot, 'scripts/build.mjs')]] },
    // Both read the build's manifest: the first route, and each listing step, within their budgets.
    {
      name: 'size budget (first route)',
      command: [process.execPath, [path.join(repoRoot, 'scripts/measure-first-route.mjs'), '--check']],
    },
    {
      name: 'size budget (listing steps)',
      command: [
        process.execPath,
        [path.join(repoRoot, 'scripts/measure-route-chunks.mjs'), '--listing', '--check'],
      ],
    },
    {
      name: 'browser (Playwright)',
      report: report('e2e'),
      command: [bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json']],
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report('e2e'), PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e') },
      parse: parsePlaywright,
    },
  ];
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printSummary(results, total) {
  const rows = results.map((r) => {
    const counts = r.counts
      ? `${r.counts.passed} passed, ${r.counts.failed} failed, ${r.counts.skipped} skipped`
      : '';
    return [r.name, r.status, counts, r.durationMs === null ? '' : seconds(r.durationMs)];
  });
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length)));
  console.info('\n── Summary ' + '─'.repeat(60));
  for (const row of rows) {
    console.info(
      `  ${row[0].padEnd(widths[0])}  ${row[1].padEnd(widths[1])}  ${row[2].padEnd(widths[2])}  ${row[3]}`,
    );
  }
  console.info(`  total time ${seconds(total)}`);
  // A check without test counts (lint, build, a crashed runner) counts as one failure when it fails,
  // so the last line can never say "0 failed" for a red run.
  const passed = results.reduce((sum, r) => sum + (r.counts?.passed ?? 0), 0);
  const failed = results.reduce(
    (sum, r) => sum + (r.counts?.failed ?? 0) + (r.status === 'failed' && !r.counts?.failed ? 1 : 0),
    0,
  );
  console.info(`${passed} passed, ${failed} failed`);
  return failed;
}

async function main() {
  const startedAt = Date.now();
  const results = [];
  let environment;
  try {
    environment = await prepare();
  } catch (error) {
    console.error(`[test] set-up failed: ${error.message}`);
    results.push({ name: 'set-up', status: 'failed', counts: null, durationMs: Date.now() - startedAt });
    return printSummary(results, Date.now() - startedAt);
  }

  const all = layers(environment);
  let failedAlready = false;
  for (const layer of all) {
    if (failedAlready) {
      results.push({ name: layer.name, status: 'not run', counts: null, durationMs: null });
      continue;
    }
    console.info(`\n── ${layer.name} ` + '─'.repeat(Math.max(4, 66 - layer.name.length)));
    const started = Date.now();
    let code;
    if (layer.missing) {
      console.error(`[test] cannot run ${layer.name}: ${layer.missing}`);
      code = 1;
    } else {
      if (layer.report) rmSync(layer.report, { force: true });
      const [command, args] = layer.command;
      code = await run(command, args, { env: { ...process.env, ...layer.env } });
    }
    let counts = null;
    if (layer.parse && layer.report && existsSync(layer.report)) {
      try {
        counts = layer.parse(layer.report);
      } catch (error) {
        console.error(`[test] could not read ${layer.report}: ${error.message}`);
      }
    }
    const status = code === 0 ? 'passed' : 'failed';
    results.push({ name: layer.name, status, counts, durationMs: Date.now() - started });
    if (code !== 0) failedAlready = true;
  }
  return printSummary(results, Date.now() - startedAt);
}

const failed = await main();
rmSync(reportDir, { recursive: true, force: true });
process.exit(failed === 0 ? 0 : 1);
