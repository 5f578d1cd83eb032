import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PutUnitStayRulesBody } from '@hostdeck/contract/calendar/stay-rules.schemas';
import { unitStayRulesResponseSchema } from '@hostdeck/contract/calendar/stay-rules.schemas';
import { calendarBlocks, unitDaySettings } from '../../db/schema/calendar.table';
import type { UnitRow } from '../../db/schema/properties.table';
import { bookings } from '../../db/schema/reservations.table';
import { DEMO_API_KEYS } from '../../db/seed/seed-api-keys';
import { expectApiError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import type { INTAKE } from '../channel/channel-intake.test-support';
import { bodyFor, deliver, intakeBody, shiftDay } from '../channel/channel-intake.test-support';
import { demoUnit } from '../units/units.test-support';

const ANNA_KEY = DEMO_API_KEYS[demo.anna];
const today = () => new Date().toISOString().slice(0, 10);
/** The first date on or after `from` that falls on `weekday` (0 = Sunday). */
function nextWeekday(from: string, weekday: number): string {
  const shift = (weekday - new Date(`${from}T00:00:00Z`).getUTCDay() + 7) % 7;
  return shiftDay(from, shift);
}
const stay = (checkIn: string, nights: number) => ({ checkIn, checkOut: shiftDay(checkIn, nights) });

const OPEN: PutUnitStayRulesBody['unit'] = {
  minStayNights: 1,
  maxStayNights: null,
  minimumNoticeDays: null,
  preparationDays: 0,
  bookingWindowDays: null,
  checkInDays: null,
};

describe('the channel intake refuses stays that break the stay rules (issue 14)', () => {
  let t: TestApp;
  let unit: UnitRow;
  beforeAll(async () => {
    t = await createTestApp();
    // Anna's first published unit, with the seeded seasons of next summer. Its per-night minimum
    // stays are removed so the rules set here decide; stays and blocks go before each test.
    unit = (await demoUnit(t, demo.anna, (row) => row.unit.state === 'PUBLISHED')).unit;
    await t.db.delete(unitDaySettings).where(eq(unitDaySettings.unitId, unit.id));
  });
  afterAll(async () => {
    await t?.close();
  });

  let seasons: PutUnitStayRulesBody['seasons'] = [];
  const setRules = async (rules: Partial<PutUnitStayRulesBody['unit']>, seasonRules = seasons) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/app/property-unit/${unit.publicId}/stay-rules`,
      headers: await t.authHeaders(demo.anna),
      payload: { unit: { ...OPEN, ...rules }, seasons: seasonRules },
    });
    expect(response.statusCode, response.body).toBe(200);
    return unitStayRulesResponseSchema.parse(response.json());
  };
  beforeEach(async () => {
    await t.db.delete(bookings).where(eq(bookings.unitId, unit.id));
    // The seed blocks a few nights next month by hand; blocked nights are taken before any rule.
    await t.db.delete(calendarBlocks).where(eq(calendarBlocks.unitId, unit.id));
    seasons = [];
  });

  const book = (dates: { checkIn: string; checkOut: string }, call: keyof typeof INTAKE = 'booking') =>
    deliver(t, call, ANNA_KEY, bodyFor(call, intakeBody(unit.publicId, dates)));
  const expectRefused = async (
    dates: { checkIn: string; checkOut: string },
    code: string,
    field: 'checkIn' | 'checkOut',
    params: Record<string, string | number>,
    call: keyof typeof INTAKE = 'booking',
  ) => {
    const error = expectApiError(await book(dates, call), 422, code);
    expect(error.errors).toEqual([expect.objectContaining({ field, code, params })]);
  };
  const expectTaken = async (dates: { checkIn: string; checkOut: string }) => {
    const response = await book(dates);
    expect(response.statusCode, response.body).toBe(201);
  };
  const far = nextWeekday('2046-01-01', 3);

  it('minimum stay: exactly the minimum is taken, one night fewer is refused on checkOut', async () => {
    await setRules({ minStayNights: 3 });
    await expectRefused(stay(far, 2), 'stayRules.minStay', 'checkOut', { limit: 3 });
    await expectTaken(stay(far, 3));
  });

  it('maximum stay: exactly the maximum is taken, one night more is refused on checkOut', async () => {
    await setRules({ maxStayNights: 7 });
    await expectRefused(stay(far, 8), 'stayRules.maxStay', 'checkOut', { limit: 7 });
    await expectTaken(stay(far, 7));
  });

  it('minimum notice: two days ahead is taken with 2 days of notice, tomorrow is refused on checkIn', async () => {
    await setRules({ minimumNoticeDays: 2 });
    await expectRefused(stay(shiftDay(today(), 1), 2), 'stayRules.notice', 'checkIn', { limit: 2 });
    await expectTaken(stay(shiftDay(today(), 2), 2));
  });

  it('minimum notice 0: today is taken, yesterday is refused', async () => {
    await setRules({ minimumNoticeDays: 0 });
    await expectRefused(stay(shiftDay(today(), -1), 2), 'stayRules.notice', 'checkIn', { limit: 0 });
    await expectTaken(stay(today(), 2));
  });

  it('booking window: the last day it reaches is taken, the day after is refused on checkIn', async () => {
    await setRules({ bookingWindowDays: 30 });
    await expectRefused(stay(shiftDay(today(), 31), 2), 'stayRules.window', 'checkIn', { limit: 30 });
    await expectTaken(stay(shiftDay(today(), 30), 2));
  });

  it('check-in days: a Saturday is taken when only Saturdays are allowed, a Sunday is refused', async () => {
    await setRules({ checkInDays: [6] });
    await expectRefused(stay(nextWeekday(far, 0), 7), 'stayRules.checkInDay', 'checkIn', { weekdays: '6' });
    await expectTaken(stay(nextWeekday(far, 6), 7));
  });

  it('preparation days: kept after a stay and before the next one', async () => {
    await setRules({ preparationDays: 2 });
    const first = stay(far, 4);
    await expectTaken(first);
    // After it: checking in on its check-out day or the day after is too soon; two days after is fine.
    await expectRefused(stay(first.checkOut, 2), 'stayRules.preparation', 'checkIn', { limit: 2 });
    await expectRefused(stay(shiftDay(first.checkOut, 1), 2), 'stayRules.preparation', 'checkIn', {
      limit: 2,
    });
    await expectTaken(stay(shiftDay(first.checkOut, 2), 2));
    // Before it: leaving one day before its check-in is too close, two days before is fine.
    await expectRefused(stay(shiftDay(first.checkIn, -4), 3), 'stayRules.preparation', 'checkOut', {
      limit: 2,
    });
    await expectTaken(stay(shiftDay(first.checkIn, -5), 3));
  });

  it('the rules of the season holding the check-in night apply, whatever nights follow', async () => {
    const current = await setRules({ minStayNights: 2 });
    const high = current.seasons.find((season) => season.name === 'High summer')!;
    seasons = [{ seasonId: high.seasonId, minStayNights: 7, maxStayNights: 10, checkInDays: [6] }];
    await setRules({ minStayNights: 2 });
    const saturdayIn = nextWeekday(high.startDate, 6);
    await expectRefused(stay(saturdayIn, 3), 'stayRules.minStay', 'checkOut', { limit: 7 });
    await expectRefused(stay(saturdayIn, 11), 'stayRules.maxStay', 'checkOut', { limit: 10 });
    await expectRefused(stay(shiftDay(saturdayIn, 1), 7), 'stayRules.checkInDay', 'checkIn', {
      weekdays: '6',
    });
    await expectTaken(stay(saturdayIn, 7));
    // Checking in on the night before it (early summer: 3 nights, any weekday), into high summer.
    await expectTaken(stay(shiftDay(high.startDate, -1), 3));
  });

  it('refuses requests and inquiries alike, names every broken rule and stores nothing', async () => {
    await setRules({ minStayNights: 3, checkInDays: [6] });
    const sunday = stay(nextWeekday(far, 0), 2);
    for (const call of ['bookingRequest', 'inquiry'] as const) {
      const error = expectApiError(await book(sunday, call), 422, 'stayRules.minStay');
      expect(error.errors.map((item) => `${item.code}@${item.field}`)).toEqual([
        'stayRules.minStay@checkOut',
        'stayRules.checkInDay@checkIn',
      ]);
    }
    expect(await t.db.select().from(bookings).where(eq(bookings.unitId, unit.id))).toEqual([]);
  });
});
