import { z } from 'zod';
import { setPropertyPlaceBodySchema } from '../listing/places.schemas';
import { defineEndpoint } from '../http/endpoint';
import { paginated, pageQuerySchema } from '../http/pagination.schemas';
import { idParamsSchema, noContentSchema, propertyIdParamsSchema } from '../http/params.schemas';
import { querySearch } from '../http/query.schemas';
import { hlQuerySchema } from '../public/public.schemas';
import { saveLocationBodySchema } from './address-input.schemas';
import { propertiesConfigurationSchema } from './properties-configuration.schemas';
import {
  createPropertyBodySchema,
  locationActionSchema,
  propertySchema,
  updatePropertyBodySchema,
} from './property.schemas';
import {
  propertyListQuerySchema,
  propertyListResponseSchema,
  propertyListUnitSchema,
} from './property-list.schemas';
import { propertyUnitSchema } from './property-unit.schemas';
import { propertyErrorCodes } from './properties.errors';

// The property calls
const searchQuerySchema = pageQuerySchema.extend({ criteria: z.object({ search: querySearch }).optional() });

export const getPropertyList = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-list',
  access: 'host',
  shape: 'designed',
  summary: "The host's properties with their units, searchable and paginated.",
  query: propertyListQuerySchema,
  response: propertyListResponseSchema,
});

export const getProperties = defineEndpoint({
  method: 'GET',
  path: '/api/app/properties',
  access: 'host',
  shape: 'designed',
  summary: "The host's properties (full entities), searchable and paginated.",
  query: searchQuerySchema,
  response: paginated(propertySchema),
});

export const getProperty = defineEndpoint({
  method: 'GET',
  path: '/api/app/properties/:id',
  access: 'host',
  shape: 'designed',
  summary: 'One property.',
  params: idParamsSchema,
  response: propertySchema,
  errors: [propertyErrorCodes.notFound],
});

export const createProperty = defineEndpoint({
  method: 'POST',
  path: '/api/app/properties',
  access: 'host',
  shape: 'designed',
  summary: 'Start a new property (single or multi) with its first unit.',
  body: createPropertyBodySchema,
  response: z.object({ property: propertySchema, unit: propertyUnitSchema }),
  successStatus: 201,
});

export const updateProperty = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/properties/:id',
  access: 'host',
  shape: 'designed',
  summary: "Update a property's texts.",
  params: idParamsSchema,
  body: updatePropertyBodySchema,
  response: propertySchema,
  errors: [propertyErrorCodes.notFound, propertyErrorCodes.typeChangeNotAllowed],
});

export const deleteProperty = defineEndpoint({
  method: 'DELETE',
  path: '/api/app/properties/:id',
  access: 'host',
  shape: 'designed',
  summary: 'Delete a property and its units.',
  params: idParamsSchema,
  response: noContentSchema,
  successStatus: 204,
  errors: [propertyErrorCodes.notFound, propertyErrorCodes.deleteNotAllowed],
});

export const savePropertyLocation = defineEndpoint({
  method: 'PUT',
  path: '/api/app/properties/:id/location/:action',
  access: 'host',
  shape: 'spec',
  summary: "Save (or confirm) a property's address.",
  params: z.object({ id: z.string().min(1).max(128), action: locationActionSchema }),
  body: saveLocationBodySchema,
  response: propertySchema,
  errors: [propertyErrorCodes.notFound],
});

export const getPropertiesConfiguration = defineEndpoint({
  method: 'GET',
  path: '/api/app/properties-configuration',
  access: 'host',
  shape: 'designed',
  summary: 'Photo constraints, room types, length-of-stay discounts and the address form per country.',
  query: hlQuerySchema,
  response: propertiesConfigurationSchema,
});

export const getPropertyUnits = defineEndpoint({
  method: 'GET',
  path: '/api/app/properties/:propertyId/units',
  access: 'host',
  shape: 'designed',
  summary: "A property's units, searchable, paginated (selector page size 20).",
  params: propertyIdParamsSchema,
  query: searchQuerySchema,
  response: paginated(propertyListUnitSchema),
  errors: [propertyErrorCodes.notFound],
});

export const createPropertyUnit = defineEndpoint({
  method: 'POST',
  path: '/api/app/properties/:id/units',
  access: 'host',
  shape: 'designed',
  summary: 'Add a unit to a multi-unit property (empty body).',
  params: idParamsSchema,
  response: propertyUnitSchema,
  successStatus: 201,
  errors: [propertyErrorCodes.notFound, propertyErrorCodes.singleUnitExists],
});

// The listing flow's location step: the town picked from the map-free search.
export const setPropertyPlace = defineEndpoint({
  method: 'PUT',
  path: '/api/app/properties/:id/place',
  access: 'host',
  shape: 'designed',
  summary: 'Store the town, region, country and coordinates of a property before its street.',
  params: idParamsSchema,
  body: setPropertyPlaceBodySchema,
  response: propertySchema,
  errors: [propertyErrorCodes.notFound],
});
