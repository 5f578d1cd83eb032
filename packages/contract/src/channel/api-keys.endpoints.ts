import { defineEndpoint } from '../http/endpoint';
import { idParamsSchema, noContentSchema } from '../http/params.schemas';
import { apiKeyListSchema, createApiKeyBodySchema, createdApiKeySchema } from './api-keys.schemas';
import { channelErrorCodes } from './channel.errors';

// The host's API keys for the channel intake calls (a marketplace or channel manager holds them).
export const getApiKeys = defineEndpoint({
  method: 'GET',
  path: '/api/app/user/api-keys',
  access: 'host',
  shape: 'designed',
  summary: "The host's live API keys for the channel intake, without their secrets.",
  response: apiKeyListSchema,
});

export const createApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/app/user/api-keys',
  access: 'host',
  shape: 'designed',
  summary: 'Create an API key; the answer shows its secret, once.',
  body: createApiKeyBodySchema,
  response: createdApiKeySchema,
  successStatus: 201,
});

export const revokeApiKey = defineEndpoint({
  method: 'DELETE',
  path: '/api/app/user/api-keys/:id',
  access: 'host',
  shape: 'designed',
  summary: 'Revoke an API key: calls with it answer 401 from now on.',
  params: idParamsSchema,
  response: noContentSchema,
  successStatus: 204,
  errors: [channelErrorCodes.apiKeyNotFound],
});
