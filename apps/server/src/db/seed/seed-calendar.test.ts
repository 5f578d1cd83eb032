import { describe, expect, it } from 'vitest';
import { rangesOverlap } from '@hostdeck/contract/calendar/night-ranges.rules';
import { DEMO_ACCOUNTS, planDemoSeed } from './seed';
import { firstOfNextMonth } from './seed-calendar';

describe('demo calendar', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const plan = planDemoSeed(now);
  const hostOf = (email: string) => plan.users.find((user) => user.email === email)!.id;
  const stays = [
    ...plan.reservations.bookings,
    ...plan.reservations.bookingRequests,
    ...plan.reservations.inquiries,
  ];

  it('blocks nights next month on the units of anna and the agency, never over a stay', () => {
    expect(firstOfNextMonth(now)).toBe('2026-12-01');
    const { blocks } = plan.calendar;
    for (const email of [DEMO_ACCOUNTS.anna, DEMO_ACCOUNTS.agency]) {
      const hostId = hostOf(email);
      const units = new Set(blocks.filter((block) => block.hostId === hostId).map((block) => block.unitId));
      expect(units.size).toBeGreaterThanOrEqual(3);
    }
    for (const block of blocks) {
      expect(block.source).toBe('manual');
      expect(block.dateFrom >= '2026-12-01' && block.dateTo <= '2027-01-01').toBe(true);
      expect(block.dateFrom < block.dateTo).toBe(true);
      const unit = plan.listings.units.find((candidate) => candidate.id === block.unitId)!;
      expect(unit.hostId).toBe(block.hostId);
      const overStay = stays.filter(
        (stay) =>
          stay.unitId === block.unitId &&
          rangesOverlap({ dateFrom: stay.checkIn, dateTo: stay.checkOut }, block),
      );
      expect(overStay).toEqual([]);
    }
    // Blocks of one unit never share a night.
    blocks.forEach((a, i) =>
      blocks
        .slice(i + 1)
        .filter((b) => b.unitId === a.unitId)
        .forEach((b) => expect(rangesOverlap(a, b)).toBe(false)),
    );
  });

  it('prices a Friday and Saturday next month up, the Saturday with a minimum stay', () => {
    const { daySettings } = plan.calendar;
    expect(daySettings.length).toBeGreaterThanOrEqual(6);
    for (const setting of daySettings) {
      const unit = plan.listings.units.find((candidate) => candidate.id === setting.unitId)!;
      expect(setting.pricePerNight).toBeGreaterThan(unit.pricePerNight!);
      expect(setting.day.startsWith('2026-12')).toBe(true);
      expect([5, 6]).toContain(new Date(`${setting.day}T00:00:00Z`).getUTCDay());
    }
  });

  it('is the same for the same day', () => {
    expect(planDemoSeed(now).calendar).toEqual(plan.calendar);
  });
});
