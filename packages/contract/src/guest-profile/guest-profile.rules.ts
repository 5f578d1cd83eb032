import type { GuestMatchLabel } from './guest-profile.schemas';

/** Six labels for scores 0–5: 1 and 2 are both "nice". */
const LABELS: readonly GuestMatchLabel[] = ['potential', 'nice', 'nice', 'good', 'great', 'best'];

/** Scores outside 0–5 are clamped; fractions round down (a 4.9 has not reached "best"). */
export function guestMatchLabel(score: number): GuestMatchLabel {
  if (Number.isNaN(score)) return 'potential';
  const index = Math.min(LABELS.length - 1, Math.max(0, Math.floor(score)));
  return LABELS[index] ?? 'potential';
}
