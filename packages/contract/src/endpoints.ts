import * as publicEndpoints from './public/public.endpoints';
import * as userEndpoints from './user/user.endpoints';

/**
 * The endpoint table: every call of spec §7 (and our own staff calls), by name.
 * The server registers a route for each row; the web client calls through them.
 */
export const endpoints = {
  ...publicEndpoints,
  ...userEndpoints,
};
export type EndpointName = keyof typeof endpoints;
