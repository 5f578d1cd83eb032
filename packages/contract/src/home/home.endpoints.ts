import { defineEndpoint } from '../http/endpoint';
import { homeOverviewSchema } from './home.schemas';
import { userErrorCodes } from '../user/user.errors';

export const getHomeOverview = defineEndpoint({
  method: 'GET',
  path: '/api/app/home/overview',
  access: 'host',
  shape: 'designed',
  summary: 'Overview page: pending requests, upcoming stays, unread messages, listings in progress.',
  response: homeOverviewSchema,
  errors: [userErrorCodes.notFound],
});
