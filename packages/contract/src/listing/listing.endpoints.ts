import { defineEndpoint } from '../http/endpoint';
import { idParamsSchema } from '../http/params.schemas';
import { listingProgressSchema, putListingProgressBodySchema } from './listing.schemas';
import { placesResponseSchema, searchPlacesQuerySchema } from './places.schemas';
import { planChoiceSchema, putPlanChoiceBodySchema } from './plan-choice.schemas';
import { putUnitSeasonsBodySchema, unitSeasonsSchema } from './seasons.schemas';
import { unitErrorCodes } from '../units/units.errors';
import { listingErrorCodes } from './listing.errors';

// GET and PUT api/app/property-unit/{id}/listing-progress
export const getListingProgress = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-unit/:id/listing-progress',
  access: 'host',
  shape: 'designed',
  summary: "A unit's completed listing steps.",
  params: idParamsSchema,
  response: listingProgressSchema,
  errors: [unitErrorCodes.notFound],
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
  errors: [unitErrorCodes.notFound, unitErrorCodes.bedRequired],
});

// Calls of the listing steps whose shapes we designed.
export const searchPlaces = defineEndpoint({
  method: 'GET',
  path: '/api/app/places',
  access: 'host',
  shape: 'designed',
  summary: 'Map-free address search for the location step: towns and cities matching the query.',
  query: searchPlacesQuerySchema,
  response: placesResponseSchema,
});

export const getUnitSeasons = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-unit/:id/seasons',
  access: 'host',
  shape: 'designed',
  summary: "A unit's seasonal prices, by start date.",
  params: idParamsSchema,
  response: unitSeasonsSchema,
  errors: [unitErrorCodes.notFound],
});

export const putUnitSeasons = defineEndpoint({
  method: 'PUT',
  path: '/api/app/property-unit/:id/seasons',
  access: 'host',
  shape: 'designed',
  summary: "Replace a unit's seasonal prices (no overlaps).",
  params: idParamsSchema,
  body: putUnitSeasonsBodySchema,
  response: unitSeasonsSchema,
  errors: [unitErrorCodes.notFound],
});

export const getUnitPlanChoice = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-unit/:id/plan-choice',
  access: 'host',
  shape: 'designed',
  summary: 'The plan, plan services and boost the host chose for a unit while listing it.',
  params: idParamsSchema,
  response: planChoiceSchema,
  errors: [unitErrorCodes.notFound],
});

export const putPlanChoice = defineEndpoint({
  method: 'PUT',
  path: '/api/app/property-unit/:id/plan-choice',
  access: 'host',
  shape: 'designed',
  summary: "Change a unit's plan choice (any subset of planId, services, boost).",
  params: idParamsSchema,
  body: putPlanChoiceBodySchema,
  response: planChoiceSchema,
  errors: [unitErrorCodes.notFound, listingErrorCodes.unknownPlan, listingErrorCodes.serviceNotInPlan],
});
