import { badgeLabel } from '@hostdeck/contract/navigation/badge.rules';

/**
 * What a badge shows for a count, by the contract's rule: the number for 1–10, a dot
 * ('') above 10, nothing (null) for none or an unknown count.
 */
export function badgeContent(count: number | null | undefined): string | null {
  return count == null ? null : badgeLabel(count);
}
