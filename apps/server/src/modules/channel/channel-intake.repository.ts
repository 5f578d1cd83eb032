import type { Database } from '../../db/client';
import {
  bookingRequests,
  bookings,
  inquiries,
  type NewBookingRequestRow,
  type NewBookingRow,
  type NewInquiryRow,
} from '../../db/schema/reservations.table';

// Each insert answers the new row's public id, the id the channel and the host quote.

export async function insertRequestRow(tx: Database, values: NewBookingRequestRow): Promise<string> {
  const [row] = await tx
    .insert(bookingRequests)
    .values(values)
    .returning({ publicId: bookingRequests.publicId });
  if (!row) throw new Error('The new booking request was not returned');
  return row.publicId;
}

export async function insertBookingRow(tx: Database, values: NewBookingRow): Promise<string> {
  const [row] = await tx.insert(bookings).values(values).returning({ publicId: bookings.publicId });
  if (!row) throw new Error('The new booking was not returned');
  return row.publicId;
}

export async function insertInquiryRow(tx: Database, values: NewInquiryRow): Promise<string> {
  const [row] = await tx.insert(inquiries).values(values).returning({ publicId: inquiries.publicId });
  if (!row) throw new Error('The new inquiry was not returned');
  return row.publicId;
}
