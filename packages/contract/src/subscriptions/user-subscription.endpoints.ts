import { defineEndpoint } from '../http/endpoint';
import { userSubscriptionSchema } from './user-subscription.schemas';

// Its own module because the dashboard shell reads it on the first screen, which should not carry
// the plans, checkout and boost calls of the other subscription rows.
export const getUserSubscription = defineEndpoint({
  method: 'GET',
  path: '/api/app/v2/user/subscription',
  access: 'host',
  shape: 'spec',
  summary: "The host's subscription quotas (leads, unit publish, boost) and coin credits.",
  response: userSubscriptionSchema,
});
