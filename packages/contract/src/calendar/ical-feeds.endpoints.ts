import { defineEndpoint } from '../http/endpoint';
import { noContentSchema, unitIdParamsSchema } from '../http/params.schemas';
import { unitErrorCodes } from '../units/units.errors';
import { calendarErrorCodes } from './calendar.errors';
import {
  ICAL_FEED_SYNC_ERRORS,
  icalExportFileParamsSchema,
  icalExportResponseSchema,
  icalFeedBodySchema,
  icalFeedIdParamsSchema,
  icalFeedListResponseSchema,
  icalFeedPatchSchema,
  icalFeedSchema,
} from './ical-feeds.schemas';
import { z } from 'zod';

// iCal sync calls (our own shape: the spec leaves them open). The calls that read a feed answer it
// with the reason its read failed (`lastError`, one of ICAL_FEED_SYNC_ERRORS), so they name those
// codes too, although a failed read is not an error answer.

export const getUnitIcalExport = defineEndpoint({
  method: 'GET',
  path: '/api/app/calendar/units/:unitId/ical-export',
  access: 'host',
  shape: 'designed',
  summary: "The unit's secret iCal feed address for other channels (made on first use).",
  params: unitIdParamsSchema,
  response: icalExportResponseSchema,
  errors: [unitErrorCodes.notFound],
});

export const regenerateUnitIcalExport = defineEndpoint({
  method: 'POST',
  path: '/api/app/calendar/units/:unitId/ical-export/regenerate',
  access: 'host',
  shape: 'designed',
  summary: 'A new secret iCal feed address for the unit; the old one stops working at once.',
  params: unitIdParamsSchema,
  response: icalExportResponseSchema,
  errors: [unitErrorCodes.notFound],
});

export const getIcalExportFile = defineEndpoint({
  method: 'GET',
  path: '/api/ical/:file',
  access: 'public',
  shape: 'designed',
  summary:
    "A unit's busy nights as an iCal (RFC 5545) feed, for Airbnb, Booking.com, Vrbo and calendars; the secret in the address is the only key.",
  params: icalExportFileParamsSchema,
  response: z.string(),
  responseType: 'file',
  fileType: 'text/calendar; charset=utf-8',
});

export const listUnitIcalFeeds = defineEndpoint({
  method: 'GET',
  path: '/api/app/calendar/units/:unitId/ical-feeds',
  access: 'host',
  shape: 'designed',
  summary: 'The external calendars the unit imports, with the result of their last refresh.',
  params: unitIdParamsSchema,
  response: icalFeedListResponseSchema,
  errors: [unitErrorCodes.notFound],
});

export const createUnitIcalFeed = defineEndpoint({
  method: 'POST',
  path: '/api/app/calendar/units/:unitId/ical-feeds',
  access: 'host',
  shape: 'designed',
  summary:
    'Import an external calendar (iCal address) into the unit; it is read at once and then on a schedule.',
  params: unitIdParamsSchema,
  body: icalFeedBodySchema,
  response: icalFeedSchema,
  successStatus: 201,
  errors: [
    unitErrorCodes.notFound,
    calendarErrorCodes.tooManyFeeds,
    calendarErrorCodes.feedChannelKeyNotFound,
    ...ICAL_FEED_SYNC_ERRORS,
  ],
});

export const updateIcalFeed = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/calendar/ical-feeds/:feedId',
  access: 'host',
  shape: 'designed',
  summary:
    'Rename an imported calendar, change its color, its address or the channel key it is matched with.',
  params: icalFeedIdParamsSchema,
  body: icalFeedPatchSchema,
  response: icalFeedSchema,
  errors: [
    calendarErrorCodes.feedNotFound,
    calendarErrorCodes.feedChannelKeyNotFound,
    ...ICAL_FEED_SYNC_ERRORS,
  ],
});

export const deleteIcalFeed = defineEndpoint({
  method: 'DELETE',
  path: '/api/app/calendar/ical-feeds/:feedId',
  access: 'host',
  shape: 'designed',
  summary: 'Stop importing a calendar; the nights it blocked are free again.',
  params: icalFeedIdParamsSchema,
  response: noContentSchema,
  successStatus: 204,
  errors: [calendarErrorCodes.feedNotFound],
});

export const refreshIcalFeed = defineEndpoint({
  method: 'POST',
  path: '/api/app/calendar/ical-feeds/:feedId/refresh',
  access: 'host',
  shape: 'designed',
  summary:
    'Read an imported calendar now. A failed read answers the feed with its error; the last good blocks stay.',
  params: icalFeedIdParamsSchema,
  response: icalFeedSchema,
  errors: [calendarErrorCodes.feedNotFound, ...ICAL_FEED_SYNC_ERRORS],
});
