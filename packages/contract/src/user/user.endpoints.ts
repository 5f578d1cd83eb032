import { updateCommercialModelBodySchema } from './commercial-model.schemas';
import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import {
  putUserInteractionBodySchema,
  updateUserInfoBodySchema,
  userInfoSchema,
  userInteractionSchema,
} from './user.schemas';
import { userErrorCodes } from './user.errors';

// User calls (the calls of the foundation; the onboarding module adds the rest).
export const getUserInfo = defineEndpoint({
  method: 'GET',
  path: '/api/app/user/info',
  access: 'account',
  shape: 'designed',
  summary:
    'The signed-in user: the host, the host a staff user impersonates, or the staff user (role staff) when not impersonating.',
  response: userInfoSchema,
  errors: [userErrorCodes.notFound],
});

export const updateUserInfo = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/user/info',
  access: 'host',
  shape: 'designed',
  summary: 'Update editable host fields; answers the updated user info.',
  body: updateUserInfoBodySchema,
  response: userInfoSchema,
  errors: [userErrorCodes.notFound],
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

/** The profile images after an upload or a removal. */
const userImagesResponseSchema = z.object({ imageUrls: z.array(z.string()) });

export const uploadUserImage = defineEndpoint({
  method: 'POST',
  path: '/api/app/user/image',
  access: 'host',
  shape: 'designed',
  summary: 'Upload the host avatar (multipart, one `image` part: jpeg, png or webp).',
  requestType: 'multipart',
  response: userImagesResponseSchema,
  successStatus: 201,
});

export const deleteUserImage = defineEndpoint({
  method: 'DELETE',
  path: '/api/app/user/image',
  access: 'host',
  shape: 'designed',
  summary: 'Remove the host avatar.',
  response: userImagesResponseSchema,
});

export const saveBillingTag = defineEndpoint({
  method: 'PUT',
  path: '/api/app/user/billing-tag/:tag/save',
  access: 'host',
  shape: 'designed',
  summary: 'Store a billing tag on the host (used to attribute checkout campaigns).',
  params: z.object({ tag: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
  response: z.object({ billingTags: z.array(z.string()) }),
});

export const updateCommercialModel = defineEndpoint({
  method: 'PUT',
  path: '/api/app/user/commercial-model',
  access: 'host',
  shape: 'designed',
  summary: "Choose the host's commercial model and variant while onboarding (listing steps).",
  body: updateCommercialModelBodySchema,
  response: userInfoSchema,
  errors: [userErrorCodes.notFound, userErrorCodes.commercialModelLocked],
});
