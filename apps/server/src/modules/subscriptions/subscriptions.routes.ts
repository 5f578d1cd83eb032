import type { FastifyInstance } from 'fastify';
import { getSubscriptionPlans } from '@hostdeck/contract/subscriptions/subscriptions.endpoints';
import { getUserSubscription } from '@hostdeck/contract/subscriptions/user-subscription.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import { subscriptionPlans } from './subscription-plans.catalogue';
import * as subscriptionsService from './subscriptions.service';

export function registerSubscriptionRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, getUserSubscription, async ({ auth }) =>
    subscriptionsService.getUserSubscription(db, auth.userId),
  );
  // Every plan, yearly ones included: the client converts years to months and keeps the monthly ones.
  registerEndpoint(app, getSubscriptionPlans, async () => ({ plans: [...subscriptionPlans] }));
}
