import { inArray } from 'drizzle-orm';
import { apiKeyPrefixOf, hashApiKeySecret } from '../../modules/channel/api-key-secret';
import type { Database } from '../client';
import { apiKeys } from '../schema/channel.table';
import { users } from '../schema/users.table';

/**
 * Fixed channel API keys of the demo hosts, for trying the intake calls on a local database (README,
 * decision 0031). Only this seed creates them, and only on a fresh demo database; a real host's
 * keys are random and shown once. Never log them.
 */
export const DEMO_API_KEYS = {
  'anna@demo.test': 'hdk_demo_anna_local_development_only',
  'agency@demo.test': 'hdk_demo_agency_local_development_only',
} as const;

export async function seedDemoApiKeys(db: Database): Promise<void> {
  const hosts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(DEMO_API_KEYS)));
  if (hosts.length === 0) return;
  await db.insert(apiKeys).values(
    hosts.map((host) => {
      const secret = DEMO_API_KEYS[host.email as keyof typeof DEMO_API_KEYS];
      return {
        hostId: host.id,
        name: 'Demo channel (local development only)',
        prefix: apiKeyPrefixOf(secret),
        secretHash: hashApiKeySecret(secret),
      };
    }),
  );
}
