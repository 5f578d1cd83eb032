import { z } from 'zod';

// Achievement: publicId and a state (opened is one value).
export const achievementStateSchema = z.enum(['new', 'opened']);
export type AchievementState = z.infer<typeof achievementStateSchema>;

/** Kinds are not listed in the spec; ours. */
export const achievementTypeSchema = z.enum([
  'first_listing_published',
  'first_booking',
  'ten_bookings',
  'first_review',
  'superb_rating',
  'fast_responder',
]);
export type AchievementType = z.infer<typeof achievementTypeSchema>;

export const achievementSchema = z.object({
  publicId: z.string(),
  type: achievementTypeSchema,
  state: achievementStateSchema,
  achievedAt: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** The list sits under data.achievements. */
export const achievementsResponseSchema = z.object({
  data: z.object({ achievements: z.array(achievementSchema) }),
});
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;
