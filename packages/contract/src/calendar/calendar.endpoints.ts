import { defineEndpoint } from '../http/endpoint';
import { unitIdParamsSchema } from '../http/params.schemas';
import { unitErrorCodes } from '../units/units.errors';
import { dateRangeSchema, unavailabilitiesResponseSchema } from './calendar.schemas';

// The unavailability calls sit under /properties/{unitId} although the id is a unit's.
export const getUnitUnavailabilities = defineEndpoint({
  method: 'GET',
  path: '/api/app/properties/:unitId/unavailabilities',
  access: 'host',
  shape: 'designed',
  summary: "A unit's unavailable ranges and calendar entries between two dates.",
  params: unitIdParamsSchema,
  query: dateRangeSchema,
  response: unavailabilitiesResponseSchema,
  errors: [unitErrorCodes.notFound],
});

export const blockUnitDates = defineEndpoint({
  method: 'POST',
  path: '/api/app/properties/:unitId/unavailabilities/block',
  access: 'host',
  shape: 'spec',
  summary: 'Block a date range by hand (a manual entry).',
  params: unitIdParamsSchema,
  body: dateRangeSchema,
  response: unavailabilitiesResponseSchema,
  errors: [unitErrorCodes.notFound],
});

export const unblockUnitDates = defineEndpoint({
  method: 'POST',
  path: '/api/app/properties/:unitId/unavailabilities/unblock',
  access: 'host',
  shape: 'spec',
  summary: 'Free a manually blocked date range.',
  params: unitIdParamsSchema,
  body: dateRangeSchema,
  response: unavailabilitiesResponseSchema,
  errors: [unitErrorCodes.notFound],
});
