import { z } from 'zod';
import { HOME_UPCOMING_STAYS_LIMIT } from '../constants';
import { listingFlowTypeSchema } from '../listing/listing.schemas';

// /home overview: the call and its shape are our own design.
export const listingFlowKindSchema = listingFlowTypeSchema;
export type ListingFlowKind = z.infer<typeof listingFlowKindSchema>;

export const upcomingStaySchema = z.object({
  bookingId: z.string(),
  guestName: z.string(),
  unitTitle: z.string().nullable(),
  unitId: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().int().min(0),
});
export type UpcomingStay = z.infer<typeof upcomingStaySchema>;

export const listingInProgressSchema = z.object({
  propertyId: z.string(),
  unitId: z.string(),
  title: z.string().nullable(),
  completedSteps: z.number().int().min(0),
  totalSteps: z.number().int().min(0),
  progressPercent: z.number().int().min(0).max(100),
  flow: listingFlowKindSchema,
});
export type ListingInProgress = z.infer<typeof listingInProgressSchema>;

export const homeOverviewSchema = z.object({
  pendingRequestsCount: z.number().int().min(0),
  upcomingStays: z.array(upcomingStaySchema).max(HOME_UPCOMING_STAYS_LIMIT),
  upcomingStaysCount: z.number().int().min(0),
  unreadMessagesCount: z.number().int().min(0),
  listingsInProgress: z.array(listingInProgressSchema),
});
export type HomeOverview = z.infer<typeof homeOverviewSchema>;
