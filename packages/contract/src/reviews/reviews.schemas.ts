import { z } from 'zod';
import { paginationSchema, pageQuerySchema } from '../http/pagination.schemas';

// Reviews
export const reviewReplySchema = z.object({ text: z.string(), createdAt: z.string() });

export const reviewSchema = z.object({
  publicId: z.string(),
  unitId: z.string(),
  guestName: z.string(),
  rating: z.number().min(1).max(5),
  text: z.string(),
  reply: reviewReplySchema.nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The spec's review pagination has `current`; we add it to our shape (equal to page). */
export const reviewPaginationSchema = paginationSchema.extend({ current: z.number().int().min(1) });

export const reviewListResponseSchema = z.object({
  items: z.array(reviewSchema),
  pagination: reviewPaginationSchema,
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/** List filter: unitId (path), search, page (default 1). */
export const reviewListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});

export const replyToReviewBodySchema = z.object({ text: z.string().trim().min(1).max(2000) }).strict();
export type ReplyToReviewBody = z.infer<typeof replyToReviewBodySchema>;

export const reviewRatingSchema = z.object({
  unitId: z.string(),
  average: z.number().min(0).max(5).nullable(),
  count: z.number().int().min(0),
  distribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
});
export type ReviewRating = z.infer<typeof reviewRatingSchema>;

/** Units with reviews the host has not seen (the badge on the insights reviews tab). */
export const newReviewsSchema = z.object({ unitIds: z.array(z.string()) });
export type NewReviews = z.infer<typeof newReviewsSchema>;
