import { BADGE_MAX_COUNT } from '../constants';

/**
 * Badge counts show only up to 10. Our reading: 1–10 shows the number; 0 shows
 * no badge; above 10 the badge stays (there is something to see) but without a number, so the
 * caller draws a dot. `null` = no badge, `''` = a badge without a number.
 */
export function badgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count <= BADGE_MAX_COUNT ? String(Math.floor(count)) : '';
}

/** Whether a badge shows at all (numbered or dot). */
export function hasBadge(count: number): boolean {
  return badgeLabel(count) !== null;
}
