import type { FastifyInstance } from 'fastify';
import { getUnreadMessagesCount } from '@hostdeck/contract/messaging/messaging.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import { countUnreadConversations } from './messaging.repository';

export function registerMessagingRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, getUnreadMessagesCount, async ({ auth }) => ({
    count: await countUnreadConversations(db, auth.userId),
  }));
}
