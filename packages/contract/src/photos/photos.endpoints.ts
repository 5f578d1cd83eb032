import { defineEndpoint } from '../http/endpoint';
import { idParamsSchema } from '../http/params.schemas';
import { photoListSchema, photoParamsSchema, photoSchema, reorderPhotosBodySchema } from './photos.schemas';
import { unitErrorCodes } from '../units/units.errors';
import { photoErrorCodes } from './photos.errors';

// Photos of a unit (its photos sub-page). `:id` is the unit's public id.
export const getUnitPhotos = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-unit/:id/photos',
  access: 'host',
  shape: 'designed',
  summary: "A unit's photos by position, with the cover flagged.",
  params: idParamsSchema,
  response: photoListSchema,
  errors: [unitErrorCodes.notFound],
});

export const uploadUnitPhoto = defineEndpoint({
  method: 'POST',
  path: '/api/app/property-unit/:id/photos',
  access: 'host',
  shape: 'designed',
  summary:
    'Upload one photo (multipart field `file`); checked by its decoded content, stored with a thumbnail, added last.',
  params: idParamsSchema,
  requestType: 'multipart',
  response: photoSchema,
  successStatus: 201,
  errors: [
    unitErrorCodes.notFound,
    photoErrorCodes.fileMissing,
    photoErrorCodes.tooLarge,
    photoErrorCodes.unsupportedType,
    photoErrorCodes.tooSmall,
    photoErrorCodes.tooBig,
    photoErrorCodes.limitReached,
  ],
});

export const reorderUnitPhotos = defineEndpoint({
  method: 'PUT',
  path: '/api/app/property-unit/:id/photos/order',
  access: 'host',
  shape: 'designed',
  summary: "Reorder a unit's photos: every photo id, in the new order.",
  params: idParamsSchema,
  body: reorderPhotosBodySchema,
  response: photoListSchema,
  errors: [unitErrorCodes.notFound, photoErrorCodes.orderMismatch],
});

export const setUnitPhotoCover = defineEndpoint({
  method: 'PUT',
  path: '/api/app/property-unit/:id/photos/:photoId/cover',
  access: 'host',
  shape: 'designed',
  summary: "Make one photo the unit's cover.",
  params: photoParamsSchema,
  response: photoListSchema,
  errors: [unitErrorCodes.notFound, photoErrorCodes.notFound],
});

export const deleteUnitPhoto = defineEndpoint({
  method: 'DELETE',
  path: '/api/app/property-unit/:id/photos/:photoId',
  access: 'host',
  shape: 'designed',
  summary: 'Delete one photo and its files; the first remaining photo becomes cover if it was the cover.',
  params: photoParamsSchema,
  response: photoListSchema,
  errors: [unitErrorCodes.notFound, photoErrorCodes.notFound],
});
