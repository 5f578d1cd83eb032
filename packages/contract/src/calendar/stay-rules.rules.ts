import { stayRuleErrorCodes, type StayRuleCode } from './stay-rules.errors';

// Stay rules: which stays a unit accepts. A unit has its own rules; a season may override the
// minimum and maximum stay and the check-in weekdays for stays that check in during it. Dates are
// ISO (YYYY-MM-DD), unit-local; a stay is the half-open night range [checkIn, checkOut).

/** The rules a unit sets for every stay (null: no such limit). */
export interface UnitStayRules {
  minStayNights: number;
  maxStayNights: number | null;
  /** Days between the booking day and the check-in: 0 = same day. Null: no notice asked. */
  minimumNoticeDays: number | null;
  /** Free nights kept after each stay (and so before the next one) for turnover. */
  preparationDays: number;
  /** How many days ahead a check-in may be booked. */
  bookingWindowDays: number | null;
  /** Weekdays guests may arrive on, 0 = Sunday … 6 = Saturday; null = any day. */
  checkInDays: number[] | null;
}

/** A season's overrides, for stays checking in on one of its nights (null: as the unit says). */
export interface SeasonStayRules {
  /** First and last night of the season, both inclusive. */
  startDate: string;
  endDate: string;
  minStayNights: number;
  maxStayNights: number | null;
  checkInDays: number[] | null;
}

/** The minimum and maximum stay set on single nights by a calendar range edit (null: not set). */
export interface NightStayLimits {
  minStayNights: number | null;
  maxStayNights: number | null;
}

export interface StayRulesSource {
  unit: UnitStayRules;
  seasons: readonly SeasonStayRules[];
  /** What the calendar sets on the check-in night itself, over the season and the unit. */
  checkInNight?: NightStayLimits | null;
}

export interface Stay {
  checkIn: string;
  checkOut: string;
}

export interface StayRuleViolation {
  code: StayRuleCode;
  /** The date the guest would have to change. */
  field: 'checkIn' | 'checkOut';
  /** The limit broken (nights or days); for check-in days, the allowed weekdays. */
  limit: number | number[];
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as `Date.getUTCDay` numbers them. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The season that holds a night (its first through its last night), or null; seasons do not overlap. */
export function seasonHoldingNight<S extends { startDate: string; endDate: string }>(
  night: string,
  seasons: readonly S[],
): S | null {
  return seasons.find((season) => season.startDate <= night && night <= season.endDate) ?? null;
}

/**
 * The rules a stay checking in on `checkIn` must keep: the unit's, overridden by the season holding
 * that night, and its minimum and maximum stay by what the calendar set on the night itself.
 */
export function stayRulesInForce(checkIn: string, source: StayRulesSource): UnitStayRules {
  const season = seasonHoldingNight(checkIn, source.seasons);
  const seasonal = season
    ? {
        ...source.unit,
        minStayNights: season.minStayNights,
        maxStayNights: season.maxStayNights ?? source.unit.maxStayNights,
        checkInDays: season.checkInDays ?? source.unit.checkInDays,
      }
    : source.unit;
  const night = source.checkInNight;
  if (!night) return seasonal;
  return {
    ...seasonal,
    minStayNights: night.minStayNights ?? seasonal.minStayNights,
    maxStayNights: night.maxStayNights ?? seasonal.maxStayNights,
  };
}

/**
 * Every rule the stay breaks, booked on `today`: the length against the minimum and maximum stay,
 * the check-in against the notice (0 = today is still fine, the past never), the booking window
 * (the last day it reaches is allowed) and the check-in weekdays, and the preparation days: the
 * stay may start no sooner than that many days after another stay's check-out and must end that
 * many days before another stay's check-in. Stays overlapping this one are not its business
 * (the availability check refuses them).
 */
export function stayRuleViolations(
  stay: Stay,
  source: StayRulesSource,
  today: string,
  otherStays: readonly Stay[] = [],
): StayRuleViolation[] {
  const rules = stayRulesInForce(stay.checkIn, source);
  const violations: StayRuleViolation[] = [];
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights < rules.minStayNights)
    violations.push({ code: stayRuleErrorCodes.minStay, field: 'checkOut', limit: rules.minStayNights });
  if (rules.maxStayNights !== null && nights > rules.maxStayNights)
    violations.push({ code: stayRuleErrorCodes.maxStay, field: 'checkOut', limit: rules.maxStayNights });
  const daysAhead = daysBetween(today, stay.checkIn);
  const notice = rules.minimumNoticeDays ?? 0;
  if (daysAhead < notice)
    violations.push({ code: stayRuleErrorCodes.notice, field: 'checkIn', limit: notice });
  if (rules.bookingWindowDays !== null && daysAhead > rules.bookingWindowDays)
    violations.push({ code: stayRuleErrorCodes.window, field: 'checkIn', limit: rules.bookingWindowDays });
  if (rules.checkInDays !== null && !rules.checkInDays.includes(weekdayOf(stay.checkIn)))
    violations.push({
      code: stayRuleErrorCodes.checkInDay,
      field: 'checkIn',
      limit: [...rules.checkInDays].sort((a, b) => a - b),
    });
  violations.push(...preparationViolations(stay, rules.preparationDays, otherStays));
  return violations;
}

function preparationViolations(stay: Stay, days: number, otherStays: readonly Stay[]): StayRuleViolation[] {
  if (days <= 0) return [];
  const found: StayRuleViolation[] = [];
  const tooSoonAfter = otherStays.some((other) => {
    const gap = daysBetween(other.checkOut, stay.checkIn);
    return gap >= 0 && gap < days;
  });
  if (tooSoonAfter) found.push({ code: stayRuleErrorCodes.preparation, field: 'checkIn', limit: days });
  const tooCloseBefore = otherStays.some((other) => {
    const gap = daysBetween(stay.checkOut, other.checkIn);
    return gap >= 0 && gap < days;
  });
  if (tooCloseBefore) found.push({ code: stayRuleErrorCodes.preparation, field: 'checkOut', limit: days });
  return found;
}
