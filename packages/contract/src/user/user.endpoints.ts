import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import {
  putUserInteractionBodySchema,
  updateUserInfoBodySchema,
  userInfoSchema,
  userInteractionSchema,
} from './user.schemas';

// spec §7 "Onboarding and user" (the calls of the foundation; the onboarding module adds the rest).
export const getUserInfo = defineEndpoint({
  method: 'GET',
  path: '/api/app/user/info',
  access: 'host',
  shape: 'designed',
  summary: 'The signed-in host (or the impersonated host) with features and editable fields.',
  response: userInfoSchema,
});

export const updateUserInfo = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/user/info',
  access: 'host',
  shape: 'designed',
  summary: 'Update editable host fields; answers the updated user info.',
  body: updateUserInfoBodySchema,
  response: userInfoSchema,
});

export const getUserInteractions = defineEndpoint({
  method: 'GET',
  path: '/api/app/user/interactions',
  access: 'host',
  shape: 'designed',
  summary: 'Every interaction the host has recorded (tours seen, modals dismissed).',
  response: z.object({ interactions: z.array(userInteractionSchema) }),
});

export const putUserInteraction = defineEndpoint({
  method: 'PUT',
  path: '/api/app/user/interaction',
  access: 'host',
  shape: 'spec',
  summary: 'Record interactions (upsert by type); answers the full list.',
  body: putUserInteractionBodySchema,
  response: z.object({ interactions: z.array(userInteractionSchema) }),
});
