import { defineEndpoint } from '../http/endpoint';
import {
  impersonationStatusSchema,
  searchHostsQuerySchema,
  searchHostsResponseSchema,
  startImpersonationBodySchema,
} from './staff.schemas';
import { staffErrorCodes } from './staff.errors';

export const searchHosts = defineEndpoint({
  method: 'GET',
  path: '/api/staff/hosts',
  access: 'staff',
  shape: 'designed',
  summary: 'Find hosts by name or email to impersonate.',
  query: searchHostsQuerySchema,
  response: searchHostsResponseSchema,
});

export const getImpersonation = defineEndpoint({
  method: 'GET',
  path: '/api/staff/impersonation',
  access: 'staff',
  shape: 'designed',
  summary: "The staff user's current impersonation, if any.",
  response: impersonationStatusSchema,
});

export const startImpersonation = defineEndpoint({
  method: 'POST',
  path: '/api/staff/impersonation',
  access: 'staff',
  shape: 'designed',
  summary: 'Start acting as a host; every host call then runs as that host.',
  body: startImpersonationBodySchema,
  response: impersonationStatusSchema,
  errors: [staffErrorCodes.hostNotFound],
});

export const stopImpersonation = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/impersonation',
  access: 'staff',
  shape: 'designed',
  summary: 'Stop impersonating; answers the (now inactive) status.',
  response: impersonationStatusSchema,
});
