import { join } from 'node:path';
import { buildApp } from './app/build-app';
import { loadConfig } from './app/config';
import { createLogger, sqlQueryLogger } from './app/logger';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/seed';

const DEMO_LOGINS = ['anna@demo.test', 'agency@demo.test', 'new@demo.test', 'staff@demo.test'];
const DEMO_PASSWORD = 'demo1234';

/** `npm start`: one process serving web app, API and identity server (DESIGN.md "Start-up contract"). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  const queryLogger = sqlQueryLogger(logger);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, queryLogger }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'db'), queryLogger },
  );
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let stopping = false;

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`\n${signal} received, stopping...`);
    // A second Ctrl-C while closing means "now".
    process.once('SIGINT', () => process.exit(130));
    try {
      await app?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('Could not stop cleanly:', error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await database.migrate();
  const { seeded } = await seedDemoData(database.db, { filesDir: config.filesDir });
  app = await buildApp({ config, database, logger });
  await app.listen({ host: config.host, port: config.port });

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'db')}`;
  console.info(
    [
      '',
      `Hostdeck is running at ${config.publicUrl}`,
      `Database: ${where}${seeded ? ' (demo data seeded just now)' : ''}`,
      `Identity: ${config.oidc.embedded ? `embedded at ${config.oidc.issuer}` : `external ${config.oidc.issuer}`}`,
      '',
      `Demo logins (password ${DEMO_PASSWORD}):`,
      ...DEMO_LOGINS.map((email) => `  ${email}`),
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('Hostdeck failed to start:', error);
  process.exit(1);
});
