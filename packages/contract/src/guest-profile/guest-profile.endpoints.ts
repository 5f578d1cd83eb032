import { defineEndpoint } from '../http/endpoint';
import { guestPreferencesSchema, updateGuestPreferencesBodySchema } from './guest-profile.schemas';

// GET and PATCH /api/app/user/guest-preferences: we store the host's guest profile there (shape ours).
export const getGuestPreferences = defineEndpoint({
  method: 'GET',
  path: '/api/app/user/guest-preferences',
  access: 'host',
  shape: 'designed',
  summary: "The host's ideal-guest profile.",
  response: guestPreferencesSchema,
});

export const updateGuestPreferences = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/user/guest-preferences',
  access: 'host',
  shape: 'designed',
  summary: "Save the host's ideal-guest profile.",
  body: updateGuestPreferencesBodySchema,
  response: guestPreferencesSchema,
});
