import type { FastifyInstance } from 'fastify';
import { createApiKey, getApiKeys, revokeApiKey } from '@hostdeck/contract/channel/api-keys.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import * as service from './api-keys.service';

/** The host's API keys: list (no secrets), create (the secret once), revoke. */
export function registerApiKeyRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, getApiKeys, ({ auth }) => service.listApiKeys(db, auth.userId));
  registerEndpoint(app, createApiKey, ({ auth, body }) => service.createApiKey(db, auth.userId, body));
  registerEndpoint(app, revokeApiKey, ({ auth, params }) => service.revokeApiKey(db, auth.userId, params.id));
}
