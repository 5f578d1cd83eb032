import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';

const DAY_MS = 86_400_000;

/** "Today" for the seed: dates are offsets from it so upcoming stays stay upcoming. */
export interface SeedClock {
  now: Date;
  /** The calendar date `offset` days from today, as `YYYY-MM-DD` (UTC). */
  day(offset: number): string;
  /** A moment `days` (fractions allowed) from now. */
  fromNow(days: number): Date;
  /** Whole days from today to a `YYYY-MM-DD` date. */
  offsetOf(date: string): number;
}

export function createSeedClock(now: Date): SeedClock {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    now,
    day: (offset) => isoDayOf(new Date(midnight + offset * DAY_MS)),
    fromNow: (days) => new Date(now.getTime() + Math.round(days * DAY_MS)),
    offsetOf: (date) => Math.round((Date.parse(`${date}T00:00:00Z`) - midnight) / DAY_MS),
  };
}
