import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';
import { addDays } from '@hostdeck/contract/calendar/night-ranges.rules';
import type { StayRulesSource, StayRuleViolation } from '@hostdeck/contract/calendar/stay-rules.rules';
import { stayRuleViolations } from '@hostdeck/contract/calendar/stay-rules.rules';
import type {
  PutUnitStayRulesBody,
  UnitStayRulesResponse,
  UnitStayRulesValues,
} from '@hostdeck/contract/calendar/stay-rules.schemas';
import { isNoticeDaysAllowed } from '@hostdeck/contract/properties/notice-days.rules';
import type { MinimumNoticeDays } from '@hostdeck/contract/properties/property-unit-options.schemas';
import { preconditionFailedError } from '../../app/app-error';
import type { Database } from '../../db/client';
import type { UnitRow } from '../../db/schema/properties.table';
import { unitErrors } from '../units/units.errors';
import { findLiveUnit, updateUnitRowAtVersion } from '../units/units.repository';
import { stayRuleErrors } from './stay-rules.errors';
import {
  findNightStayLimits,
  findSeasonRulesOfUnit,
  findStaysNear,
  updateSeasonRules,
  type SeasonRulesRow,
} from './stay-rules.repository';

type Executor = Pick<Database, 'select'>;

function unitRulesOf(unit: UnitRow): UnitStayRulesValues {
  return {
    minStayNights: unit.minNights,
    maxStayNights: unit.maxNights,
    minimumNoticeDays: unit.minimumNoticeDays ?? null,
    preparationDays: unit.preparationDays,
    bookingWindowDays: unit.bookingWindowDays,
    checkInDays: unit.checkInDays,
  };
}

function present(unit: UnitRow, seasons: readonly SeasonRulesRow[]): UnitStayRulesResponse {
  return {
    unit: unitRulesOf(unit),
    seasons: seasons.map(({ id, ...season }) => ({ seasonId: id, ...season })),
    version: unit.version,
  };
}

async function loadUnit(db: Database, hostId: string, publicId: string): Promise<UnitRow> {
  const found = await findLiveUnit(db, hostId, publicId);
  if (!found) throw unitErrors.notFound();
  return found.unit;
}

export async function getStayRules(db: Database, hostId: string, publicId: string) {
  const unit = await loadUnit(db, hostId, publicId);
  return present(unit, await findSeasonRulesOfUnit(db, unit.id));
}

/** On-request units need time to answer: same-day and next-day notice are refused for them. */
function refuseNoticeForBookingType(unit: UnitRow, notice: MinimumNoticeDays | null): void {
  if (notice !== null && !isNoticeDaysAllowed(unit.bookingType, notice))
    throw unitErrors.invalidFields([
      {
        field: 'unit.minimumNoticeDays',
        code: 'validation.minimumNoticeDays',
        message: 'Units that take bookings on request need at least 2 days of notice.',
      },
    ]);
}

/**
 * Replaces the unit's stay rules and the overrides of the seasons named, in one transaction.
 * Ownership first (another host's unit is 404 whatever else is sent), then `ifVersions` (If-Match:
 * the unit's version the form was filled from; an older one is 412 with the rules as they are now),
 * then the seasons: one the unit no longer has (replaced by a seasonal prices save) is 409.
 */
export async function putStayRules(
  db: Database,
  hostId: string,
  publicId: string,
  body: PutUnitStayRulesBody,
  ifVersions?: readonly number[],
): Promise<UnitStayRulesResponse> {
  const unit = await loadUnit(db, hostId, publicId);
  const seasons = await findSeasonRulesOfUnit(db, unit.id);
  if (ifVersions && !ifVersions.includes(unit.version)) throw preconditionFailedError(present(unit, seasons));
  refuseNoticeForBookingType(unit, body.unit.minimumNoticeDays);
  const known = new Set(seasons.map((season) => season.id));
  if (body.seasons.some((season) => !known.has(season.seasonId))) throw stayRuleErrors.seasonsChanged();
  const saved = await db.transaction(async (tx) => {
    const row = await updateUnitRowAtVersion(tx, unit.id, ifVersions, {
      minNights: body.unit.minStayNights,
      maxNights: body.unit.maxStayNights,
      minimumNoticeDays: body.unit.minimumNoticeDays,
      preparationDays: body.unit.preparationDays,
      bookingWindowDays: body.unit.bookingWindowDays,
      checkInDays: body.unit.checkInDays,
    });
    if (!row) return null;
    for (const season of body.seasons) await updateSeasonRules(tx, unit.id, season.seasonId, season);
    return row;
  });
  // Another save of the unit landed between the read above and this write.
  if (!saved) throw preconditionFailedError(await getStayRules(db, hostId, publicId));
  return present(saved, await findSeasonRulesOfUnit(db, unit.id));
}

/**
 * The stay rules a stay delivered for the unit on `now` breaks (empty: the unit takes it). Run in
 * the delivering transaction after the unit row is locked, so the neighbouring stays it measures
 * preparation days against cannot change underneath.
 */
export async function stayRuleViolationsFor(
  db: Executor,
  unit: UnitRow,
  stay: { checkIn: string; checkOut: string },
  now: Date,
): Promise<StayRuleViolation[]> {
  const source: StayRulesSource = {
    unit: unitRulesOf(unit),
    seasons: await findSeasonRulesOfUnit(db, unit.id),
    checkInNight: await findNightStayLimits(db, unit.id, stay.checkIn),
  };
  const neighbours =
    unit.preparationDays > 0
      ? await findStaysNear(
          db,
          unit.id,
          addDays(stay.checkIn, -unit.preparationDays),
          addDays(stay.checkOut, unit.preparationDays),
        )
      : [];
  return stayRuleViolations(stay, source, isoDayOf(now), neighbours);
}
