import { z } from 'zod';
import { verificationTierSchema } from '../user/user.schemas';

// Verification states
export const verificationStateSchema = z.enum([
  'VERIFICATION_NEVER_STARTED',
  'VERIFICATION_REQUIRED',
  'VERIFICATION_COLLECTING_DATA',
  'VERIFICATION_IN_PROGRESS',
  'VERIFICATION_COMPLETED',
  'VERIFICATION_FAILED',
  'VERIFICATION_EXPIRED',
]);
export type VerificationState = z.infer<typeof verificationStateSchema>;

// Verification status (onboarding check)
export const verificationStatusSchema = z.enum(['new', 'awaiting_data', 'pending', 'passed', 'failed']);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export const kycStartedAtSchema = z.object({ startedAt: z.string().nullable() });
export type KycStartedAt = z.infer<typeof kycStartedAtSchema>;

/** GET /api/app/user/kyc/status: the tier becomes the banner type. */
export const kycStatusSchema = z.object({
  state: verificationStateSchema,
  tier: verificationTierSchema,
  status: verificationStatusSchema,
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

// Verification sub-pages per tier.
export const individualVerificationSteps = ['identity', 'upload-id', 'payout-info', 'payout-upload'] as const;
export const companyVerificationSteps = [
  'identity/info',
  'document-upload',
  'owner/info',
  'owner-upload/id',
  'payout-info',
  'payout-upload',
] as const;
