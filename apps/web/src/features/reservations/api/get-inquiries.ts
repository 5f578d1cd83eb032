import { getInquiries as getInquiriesEndpoint } from '@hostdeck/contract/reservations/inquiries.endpoints';
import type { InquiryListQuery } from '@hostdeck/contract/reservations/reservation-list.schemas';
import { callEndpoint } from '@/shared/api/api-client';
import { inquiryRow, type ReservationListPage } from '../reservation-row';

/** One page of the host's inquiries, open or archived. */
export async function getInquiries(
  query: InquiryListQuery,
  signal?: AbortSignal,
): Promise<ReservationListPage> {
  const answer = await callEndpoint(getInquiriesEndpoint, { query, signal });
  return { rows: answer.items.map(inquiryRow), pagination: answer.pagination };
}
