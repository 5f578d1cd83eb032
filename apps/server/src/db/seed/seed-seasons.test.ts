import { describe, expect, it } from 'vitest';
import { seasonInputSchema } from '@hostdeck/contract/listing/seasons.schemas';
import { seasonIssues } from '@hostdeck/contract/listing/seasons.rules';
import { DEMO_ACCOUNTS, planDemoSeed } from './seed';
import { demoSeasons } from './seed-seasons';

describe('demo seasons', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const plan = planDemoSeed(now);
  const annaId = plan.users.find((user) => user.email === DEMO_ACCOUNTS.anna)!.id;

  it("price two of anna's published units for the coming summer, valid by the contract's rules", () => {
    const seasons = demoSeasons(plan.listings.units, annaId, now);
    const unitIds = [...new Set(seasons.map((season) => season.unitId))];
    expect(unitIds).toHaveLength(2);
    for (const unitId of unitIds) {
      const unit = plan.listings.units.find((candidate) => candidate.id === unitId)!;
      expect([unit.hostId, unit.state]).toEqual([annaId, 'PUBLISHED']);
      const ofUnit = seasons.filter((season) => season.unitId === unitId);
      expect(ofUnit.map((season) => [season.startDate, season.endDate])).toEqual([
        ['2027-04-01', '2027-05-31'],
        ['2027-06-01', '2027-06-30'],
        ['2027-07-01', '2027-08-31'],
      ]);
      expect(seasonIssues(ofUnit)).toEqual([]);
      for (const season of ofUnit) seasonInputSchema.parse(season);
      // High summer costs more than the unit's base price, spring less.
      const base = unit.pricePerNight! / 100;
      expect(ofUnit[0]!.nightly).toBeLessThan(base);
      expect(ofUnit[2]!.nightly).toBeGreaterThan(base);
    }
  });

  it('starts in the current year before April', () => {
    const march = new Date('2027-03-10T00:00:00Z');
    expect(demoSeasons(plan.listings.units, annaId, march)[0]?.startDate).toBe('2027-04-01');
  });
});
