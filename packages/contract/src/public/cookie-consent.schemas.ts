import { z } from 'zod';

// Cookie consent settings: functional cookies are fixed and need no consent.
export const FUNCTIONAL_COOKIES = {
  consent: 'hostdeck_consent',
  guestToken: 'hostdeck_guest_token',
  language: 'hostdeck_language',
  bannerCounters: 'hostdeck_banner_counters',
} as const;

/** What a visitor chose; functional is always true (not a choice). */
export const cookieConsentChoiceSchema = z.object({
  functional: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  decidedAt: z.string(),
  /** Bumped when the categories change, so an old choice is asked again. */
  version: z.number().int().min(1),
});
export type CookieConsentChoice = z.infer<typeof cookieConsentChoiceSchema>;

/** Third-party scripts and the consent category each needs before it may load. */
export const thirdPartyScriptCategory = {
  tagManager: 'analytics',
  sessionRecording: 'analytics',
  fraudDetection: 'functional',
  referralWidget: 'marketing',
  videoPlayer: 'functional',
  billingCheckout: 'functional',
} as const satisfies Record<string, 'functional' | 'analytics' | 'marketing'>;
export type ThirdPartyScript = keyof typeof thirdPartyScriptCategory;
