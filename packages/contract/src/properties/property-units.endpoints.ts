import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { paginated, pageQuerySchema } from '../http/pagination.schemas';
import { idParamsSchema, noContentSchema } from '../http/params.schemas';
import { querySearch } from '../http/query.schemas';
import { userInfoSchema } from '../user/user.schemas';
import {
  calendarActionBodySchema,
  changeBookingPreferenceBodySchema,
  propertyUnitSchema,
  unitListItemSchema,
  updatePropertyUnitBodySchema,
} from './property-unit.schemas';
import { unitErrorCodes } from '../units/units.errors';
import { userErrorCodes } from '../user/user.errors';

// The unit calls
export const getPropertyUnit = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-unit/:id',
  access: 'host',
  shape: 'designed',
  summary: 'One unit.',
  params: idParamsSchema,
  response: propertyUnitSchema,
  errors: [unitErrorCodes.notFound],
});

export const updatePropertyUnit = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/property-unit/:id',
  access: 'host',
  shape: 'designed',
  summary: "Update any of a unit's editable fields.",
  params: idParamsSchema,
  body: updatePropertyUnitBodySchema,
  response: propertyUnitSchema,
  errors: [unitErrorCodes.notFound],
});

/** Publish and unpublish answer the unit and the user info. */
const unitAndUserSchema = z.object({ unit: propertyUnitSchema, userInfo: userInfoSchema });

export const publishPropertyUnit = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/property-unit/:id/publish',
  access: 'host',
  shape: 'designed',
  summary: 'Publish a unit (refused while a registration number is invalid).',
  params: idParamsSchema,
  response: unitAndUserSchema,
  errors: [
    unitErrorCodes.notFound,
    unitErrorCodes.publishNotAllowed,
    unitErrorCodes.notPublishable,
    unitErrorCodes.listingIncomplete,
    unitErrorCodes.stepIncomplete,
    unitErrorCodes.stepDataMissing,
    userErrorCodes.notFound,
  ],
});

export const unpublishPropertyUnit = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/property-unit/:id/unpublish',
  access: 'host',
  shape: 'designed',
  summary: 'Take a unit offline.',
  params: idParamsSchema,
  response: unitAndUserSchema,
  errors: [unitErrorCodes.notFound, unitErrorCodes.unpublishNotAllowed, userErrorCodes.notFound],
});

export const deletePropertyUnit = defineEndpoint({
  method: 'DELETE',
  path: '/api/app/property-unit/:id',
  access: 'host',
  shape: 'designed',
  summary: 'Delete a unit.',
  params: idParamsSchema,
  response: noContentSchema,
  successStatus: 204,
  errors: [unitErrorCodes.notFound, unitErrorCodes.deleteNotAllowed],
});

export const postCalendarAction = defineEndpoint({
  method: 'POST',
  path: '/api/app/property-unit/:id/calendar-action',
  access: 'host',
  shape: 'spec',
  summary: "Set a unit's calendar status (available, paused, ...).",
  params: idParamsSchema,
  body: calendarActionBodySchema,
  response: propertyUnitSchema,
  errors: [unitErrorCodes.notFound],
});

export const changeBookingPreference = defineEndpoint({
  method: 'POST',
  path: '/api/app/property-units/change-booking-preference',
  access: 'host',
  shape: 'designed',
  summary: 'Set the booking type of the given units (all units when none are given).',
  body: changeBookingPreferenceBodySchema,
  response: z.object({ updatedUnitIds: z.array(z.string()) }),
  errors: [unitErrorCodes.notFound],
});

/** The top bar's paginated unit selector list; a call of our own design. */
export const getUnitSelectorList = defineEndpoint({
  method: 'GET',
  path: '/api/app/property-units',
  access: 'host',
  shape: 'designed',
  summary: 'Single units and multi-unit properties with their units, for the unit selector.',
  query: pageQuerySchema.extend({ criteria: z.object({ search: querySearch }).optional() }),
  response: paginated(unitListItemSchema),
});
