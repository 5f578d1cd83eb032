import { defineEndpoint } from '../http/endpoint';
import { pageQuerySchema } from '../http/pagination.schemas';
import { idParamsSchema } from '../http/params.schemas';
import {
  inquirySchema,
  overlappingUnavailabilitiesSchema,
  rejectInquiryFieldsSchema,
} from './inquiry.schemas';
import { inquiryListQuerySchema, inquiryListResponseSchema } from './reservation-list.schemas';
import { reservationErrorCodes } from './reservations.errors';

// The inquiry calls
export const getInquiries = defineEndpoint({
  method: 'GET',
  path: '/api/app/booking-inquiries',
  access: 'host',
  shape: 'designed',
  summary: 'Inquiries (active or archived), searchable and paginated.',
  query: inquiryListQuerySchema,
  response: inquiryListResponseSchema,
});

export const getInquiry = defineEndpoint({
  method: 'GET',
  path: '/api/app/booking-inquiries/:id',
  access: 'host',
  shape: 'designed',
  summary: 'One inquiry; the customer phone is null when it has no digit.',
  params: idParamsSchema,
  response: inquirySchema,
  errors: [reservationErrorCodes.inquiryNotFound],
});

export const confirmInquiry = defineEndpoint({
  method: 'POST',
  path: '/api/app/booking-inquiries/:id/confirm',
  access: 'host',
  shape: 'designed',
  summary: 'Confirm an inquiry; answers it with its new status.',
  params: idParamsSchema,
  response: inquirySchema,
  errors: [
    reservationErrorCodes.inquiryNotFound,
    reservationErrorCodes.alreadyDecided,
    reservationErrorCodes.datesTaken,
  ],
});

export const rejectInquiry = defineEndpoint({
  method: 'POST',
  path: '/api/app/booking-inquiries/:id/reject',
  access: 'host',
  shape: 'spec',
  summary: 'Reject an inquiry with a reason, an explanation (OTHER only) and a message.',
  params: idParamsSchema,
  body: rejectInquiryFieldsSchema,
  response: inquirySchema,
  errors: [
    reservationErrorCodes.inquiryNotFound,
    reservationErrorCodes.alreadyDecided,
    reservationErrorCodes.explanationRequired,
  ],
});

export const getInquiryOverlappingUnavailabilities = defineEndpoint({
  method: 'GET',
  path: '/api/app/booking-inquiries/:id/overlapping-unavailabilities',
  access: 'host',
  shape: 'designed',
  summary: "Unavailabilities of the inquiry's unit that overlap its stay.",
  params: idParamsSchema,
  query: pageQuerySchema,
  response: overlappingUnavailabilitiesSchema,
  errors: [reservationErrorCodes.inquiryNotFound],
});
