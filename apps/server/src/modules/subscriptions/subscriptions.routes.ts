import type { FastifyInstance } from 'fastify';
import { getUserSubscription } from '@hostdeck/contract/subscriptions/subscriptions.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import * as subscriptionsService from './subscriptions.service';

export function registerSubscriptionRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, getUserSubscription, async ({ auth }) =>
    subscriptionsService.getUserSubscription(db, auth.userId),
  );
}
