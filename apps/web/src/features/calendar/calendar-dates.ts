// Calendar dates are the unit's local dates written `YYYY-MM-DD`, with no time of day and no time
// zone. All arithmetic runs on UTC midnights, so no daylight-saving change can shift a day.

const DAY_MS = 86_400_000;

const toUtc = (iso: string): number => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};

const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return fromUtc(toUtc(iso) + days * DAY_MS);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(iso: string): number {
  const day = new Date(toUtc(iso)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A month as `YYYY-MM`. */
export type MonthKey = string;

export const monthOf = (iso: string): MonthKey => iso.slice(0, 7);

export const firstOfMonth = (month: MonthKey): string => `${month}-01`;

export function addMonths(month: MonthKey, months: number): MonthKey {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return fromUtc(Date.UTC(year, index - 1 + months, 1)).slice(0, 7);
}

/** Whether a `?month=` value names a real month (2026-11), so a hand-edited address cannot break the page. */
export function isMonthKey(value: string | null | undefined): value is MonthKey {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** Today in the host's own time zone (the browser's), as a calendar date. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A calendar date as a Date at UTC midnight, for Intl formatting with `timeZone: 'UTC'`. */
export const utcDate = (iso: string): Date => new Date(toUtc(iso));
