import { z } from 'zod';

// The guest profile flow: its steps, each question's options and the saved profile.
export const guestProfileStepSchema = z.enum([
  'introduction',
  'bookingTimes',
  'stayDurations',
  'startOfStay',
  'groupSizes',
  'language',
  'confirmation',
]);
export type GuestProfileStep = z.infer<typeof guestProfileStepSchema>;
export const guestProfileSteps = guestProfileStepSchema.options;
/** The progress header shows the five question steps. */
export const guestProfileProgressSteps = [
  'bookingTimes',
  'stayDurations',
  'startOfStay',
  'groupSizes',
  'language',
] as const;

export const bookingTimeSchema = z.enum(['earlyBird', 'onSchedule', 'lastMinute']);
export const stayDurationSchema = z.enum(['shortStay', 'mediumStay', 'longStay']);
export const startOfStaySchema = z.enum(['weekday', 'weekend']);
export const groupSizeSchema = z.enum(['solo', 'couple', 'family', 'group']);
export const guestLanguagePreferenceSchema = z.enum(['hostLanguage', 'noPreference']);

function choices<T extends z.ZodEnum>(option: T) {
  // Steps 1–4 need at least one option; each option once.
  return z
    .array(option)
    .min(1)
    .refine((items) => new Set(items).size === items.length, 'Each option once');
}

export const guestProfileSchema = z.object({
  bookingTimes: choices(bookingTimeSchema),
  stayDurations: choices(stayDurationSchema),
  startOfStay: choices(startOfStaySchema),
  groupSizes: choices(groupSizeSchema),
  /** A single choice. */
  language: guestLanguagePreferenceSchema,
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;

/** GET /api/app/user/guest-preferences: the profile, or null before the host describes an ideal guest. */
export const guestPreferencesSchema = z.object({
  profile: guestProfileSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type GuestPreferences = z.infer<typeof guestPreferencesSchema>;

export const updateGuestPreferencesBodySchema = z.object({ profile: guestProfileSchema }).strict();
export type UpdateGuestPreferencesBody = z.infer<typeof updateGuestPreferencesBodySchema>;

// Match labels by score 0 to 5.
export const guestMatchLabelSchema = z.enum(['potential', 'nice', 'good', 'great', 'best']);
export type GuestMatchLabel = z.infer<typeof guestMatchLabelSchema>;
