import { defineEndpoint } from '../http/endpoint';
import { idParamsSchema } from '../http/params.schemas';
import { listingProgressSchema, putListingProgressBodySchema } from './listing.schemas';

// spec §7 "GET and PUT api/app/property-unit/{id}/listing-progress"
export const getListingProgress = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-unit/:id/listing-progress',
  access: 'host',
  shape: 'designed',
  summary: "A unit's completed listing steps.",
  params: idParamsSchema,
  response: listingProgressSchema,
});

export const putListingProgress = defineEndpoint({
  method: 'PUT',
  path: '/api/app/property-unit/:id/listing-progress',
  access: 'host',
  shape: 'designed',
  summary: "Replace a unit's completed listing steps.",
  params: idParamsSchema,
  body: putListingProgressBodySchema,
  response: listingProgressSchema,
});
