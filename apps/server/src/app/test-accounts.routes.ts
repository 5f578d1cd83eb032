import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appLocaleSchema } from '@hostdeck/contract/i18n/locale.schemas';
import type { Database } from '../db/client';
import { DEMO_ACCOUNTS, type DemoAccount, type SeedPhotoRenders } from '../db/seed/seed';
import { seedDemoAccountCopy } from '../db/seed/seed-account-copy';
import type { FileStorage } from '../storage/file-storage';

export const TEST_ACCOUNTS_PATH = '/api/test/accounts';

const demoAccountNames = Object.keys(DEMO_ACCOUNTS) as [DemoAccount, ...DemoAccount[]];

const createTestAccountBody = z.object({
  like: z.enum(demoAccountNames),
  alias: z.string().trim().min(1).max(200).optional(),
  locale: appLocaleSchema.optional(),
});

/**
 * Test-only, outside the contract: the browser tests give every test an account of its own, a copy
 * of one demo account made by the seed's own code, so tests that change data can run in parallel
 * and twice. Mounted only when the server starts with E2E_TEST_ACCOUNTS=1 (e2e/global-setup.ts
 * sets it): it asks for no token and answers a known password, so it must never exist in production.
 */
export function registerTestAccountRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: FileStorage },
): void {
  // The demo photos are drawn once per process, not once per account.
  const renders: SeedPhotoRenders = new Map();
  app.log.warn(`test-only route POST ${TEST_ACCOUNTS_PATH} is mounted (E2E_TEST_ACCOUNTS=1)`);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(TEST_ACCOUNTS_PATH, { schema: { body: createTestAccountBody } }, async (request, reply) => {
      const account = await seedDemoAccountCopy(deps.db, deps.storage, request.body.like, {
        renders,
        alias: request.body.alias,
        locale: request.body.locale,
      });
      return reply.code(201).send(account);
    });
}
