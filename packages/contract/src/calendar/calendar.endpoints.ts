import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { noContentSchema, unitIdParamsSchema } from '../http/params.schemas';
import { queryInt } from '../http/query.schemas';
import { propertyErrorCodes } from '../properties/properties.errors';
import { unitErrorCodes } from '../units/units.errors';
import { calendarErrorCodes } from './calendar.errors';
import {
  calendarDateSchema,
  calendarRangeEditBodySchema,
  dateRangeSchema,
  nightsRangeSchema,
  timelineResponseSchema,
  unavailabilitiesResponseSchema,
  unitCalendarResponseSchema,
} from './calendar.schemas';

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
  errors: [unitErrorCodes.notFound, calendarErrorCodes.rangeTooLong],
});

export const blockUnitDates = defineEndpoint({
  method: 'POST',
  path: '/api/app/properties/:unitId/unavailabilities/block',
  access: 'host',
  shape: 'spec',
  summary: 'Block a range of nights [dateFrom, dateTo) by hand (a manual entry).',
  params: unitIdParamsSchema,
  body: nightsRangeSchema,
  response: unavailabilitiesResponseSchema,
  errors: [unitErrorCodes.notFound, calendarErrorCodes.overlapsStay, calendarErrorCodes.rangeTooLong],
});

export const unblockUnitDates = defineEndpoint({
  method: 'POST',
  path: '/api/app/properties/:unitId/unavailabilities/unblock',
  access: 'host',
  shape: 'spec',
  summary: 'Free the manually blocked nights of a range [dateFrom, dateTo).',
  params: unitIdParamsSchema,
  body: nightsRangeSchema,
  response: unavailabilitiesResponseSchema,
  errors: [unitErrorCodes.notFound, calendarErrorCodes.notManuallyBlocked, calendarErrorCodes.rangeTooLong],
});

// Our own calls behind the calendar pages (the spec leaves their shape open).

export const getUnitCalendar = defineEndpoint({
  method: 'GET',
  path: '/api/app/calendar/units/:unitId',
  access: 'host',
  shape: 'designed',
  summary:
    "One unit's nights between two dates: availability, price, stay limits, and the entries over them.",
  params: unitIdParamsSchema,
  query: nightsRangeSchema,
  response: unitCalendarResponseSchema,
  errors: [unitErrorCodes.notFound, calendarErrorCodes.rangeTooLong],
});

export const getCalendarTimeline = defineEndpoint({
  method: 'GET',
  path: '/api/app/calendar/timeline',
  access: 'host',
  shape: 'designed',
  summary:
    "The host's units as rows of nights between two dates (the multi-unit timeline), a page of units at a time.",
  query: z
    .object({
      dateFrom: calendarDateSchema,
      dateTo: calendarDateSchema,
      propertyId: z.string().min(1).max(128).optional(),
      page: queryInt({ min: 1 }).default(1),
      limit: queryInt({ min: 1, max: 500 }).default(200),
    })
    .refine((range) => range.dateFrom < range.dateTo, {
      path: ['dateTo'],
      message: 'dateTo must be after dateFrom',
    }),
  response: timelineResponseSchema,
  errors: [propertyErrorCodes.notFound, calendarErrorCodes.rangeTooLong],
});

export const editCalendarRange = defineEndpoint({
  method: 'POST',
  path: '/api/app/calendar/range-edit',
  access: 'host',
  shape: 'designed',
  summary: 'Set the nightly price or the stay limits of a range of nights, on one unit or several at once.',
  body: calendarRangeEditBodySchema,
  response: noContentSchema,
  successStatus: 204,
  errors: [unitErrorCodes.notFound, calendarErrorCodes.rangeTooLong, calendarErrorCodes.maxStayBelowMin],
});
