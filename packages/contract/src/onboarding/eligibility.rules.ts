import { z } from 'zod';

// /listing/check-eligibility: who may list with us. The questions are our choice
// (docs/decisions/0012).

/** Countries we take listings in: where the properties configuration has address forms and tax rules. */
export const ELIGIBLE_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LT',
  'LU',
  'LV',
  'ME',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export const rentalRightSchema = z.enum(['owner', 'manager', 'none']);
export type RentalRight = z.infer<typeof rentalRightSchema>;

export const rentalKindSchema = z.enum(['holiday', 'longTerm']);
export type RentalKind = z.infer<typeof rentalKindSchema>;

export const eligibilityAnswersSchema = z.object({
  countryCode: z.string().length(2),
  rentalRight: rentalRightSchema,
  rentalKind: rentalKindSchema,
});
export type EligibilityAnswers = z.infer<typeof eligibilityAnswersSchema>;

export type IneligibleReason = 'country' | 'rentalRight' | 'rentalKind';

export type Eligibility = { eligible: true } | { eligible: false; reasons: IneligibleReason[] };

/** Eligible: a holiday rental, in a country we serve, listed by its owner or a mandated manager. */
export function onboardingEligibility(answers: EligibilityAnswers): Eligibility {
  const reasons: IneligibleReason[] = [];
  if (!(ELIGIBLE_COUNTRIES as readonly string[]).includes(answers.countryCode.toUpperCase()))
    reasons.push('country');
  if (answers.rentalRight === 'none') reasons.push('rentalRight');
  if (answers.rentalKind !== 'holiday') reasons.push('rentalKind');
  return reasons.length === 0 ? { eligible: true } : { eligible: false, reasons };
}
