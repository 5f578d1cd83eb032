import type { VerificationState } from './verification.schemas';

// The verification banner per state and page.

export type VerificationBannerPage = 'overview' | 'other';

export interface VerificationBanner {
  state: VerificationState;
  /** error/warning/info picks the banner's colour. */
  tone: 'warning' | 'info' | 'error';
  /** null: informational only. */
  action: 'open-verification' | 'email-support' | null;
}

/** null means no banner: completed, or never started on the overview page. */
export function verificationBanner(
  state: VerificationState,
  page: VerificationBannerPage,
): VerificationBanner | null {
  switch (state) {
    case 'VERIFICATION_NEVER_STARTED':
      return page === 'overview' ? null : { state, tone: 'warning', action: 'open-verification' };
    case 'VERIFICATION_REQUIRED':
    case 'VERIFICATION_COLLECTING_DATA':
      return { state, tone: 'warning', action: 'open-verification' };
    case 'VERIFICATION_IN_PROGRESS':
      return { state, tone: 'info', action: null };
    case 'VERIFICATION_FAILED':
      return { state, tone: 'error', action: 'open-verification' };
    case 'VERIFICATION_EXPIRED':
      return { state, tone: 'error', action: 'email-support' };
    case 'VERIFICATION_COMPLETED':
      return null;
  }
}
