import {
  isMaxStayBelowMin,
  resolveCalendarDays,
  type CalendarUnitSettings,
} from '@hostdeck/contract/calendar/calendar-days.rules';
import type {
  CalendarRangeEditBody,
  NightsRange,
  TimelineResponse,
  UnavailabilitiesResponse,
  UnitCalendarResponse,
} from '@hostdeck/contract/calendar/calendar.schemas';
import {
  addDays,
  isRangeTooLong,
  mergeRanges,
  subtractRange,
  type NightRange,
} from '@hostdeck/contract/calendar/night-ranges.rules';
import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';
import { MONEY_MINOR_UNITS_PER_MAJOR } from '@hostdeck/contract/constants';
import type { Database } from '../../db/client';
import { findLiveProperty } from '../properties/properties.repository';
import { propertyErrors } from '../properties/properties.errors';
import { lockUnit } from '../reservations/unit-availability';
import { unitErrors } from '../units/units.errors';
import { unitEntriesOf, type UnitFacts } from './calendar-entries';
import { calendarErrors } from './calendar.errors';
import {
  findCalendarUnit,
  findLiveUnitIds,
  findManualBlocks,
  findTimelineUnits,
  readCalendarFacts,
  replaceManualBlocks,
  stayHoldsNights,
  writeDaySettings,
  type CalendarFacts,
  type CalendarUnitRow,
} from './calendar.repository';

function requireShortRange(range: NightRange): void {
  if (isRangeTooLong(range)) throw calendarErrors.rangeTooLong();
}

async function requireUnit(db: Pick<Database, 'select'>, hostId: string, unitPublicId: string) {
  const unit = await findCalendarUnit(db, hostId, unitPublicId);
  if (!unit) throw unitErrors.notFound();
  return unit;
}

const settingsOf = (unit: CalendarUnitRow): CalendarUnitSettings => ({
  pricePerNight: unit.pricePerNight,
  minNights: unit.minNights,
  maxNights: unit.maxNights,
  minimumNoticeDays: unit.minimumNoticeDays,
  preparationDays: unit.preparationDays,
  bookingWindowDays: unit.bookingWindowDays,
  checkInDays: unit.checkInDays,
  calendarStatus: unit.calendarStatus,
});

/** Rows read for many units, split by unit (one pass over each list). */
function byUnit<T extends { unitId: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.unitId);
    if (list) list.push(row);
    else map.set(row.unitId, [row]);
  }
  return map;
}

interface FactsByUnit {
  of(unitId: string): UnitFacts & Pick<CalendarFacts, 'seasons' | 'settings' | 'promotions'>;
}

function splitFacts(facts: CalendarFacts): FactsByUnit {
  const split = {
    seasons: byUnit(facts.seasons),
    settings: byUnit(facts.settings),
    promotions: byUnit(facts.promotions),
    bookings: byUnit(facts.bookings),
    requests: byUnit(facts.requests),
    inquiries: byUnit(facts.inquiries),
    blocks: byUnit(facts.blocks),
  };
  return {
    of: (unitId) => ({
      seasons: split.seasons.get(unitId) ?? [],
      settings: split.settings.get(unitId) ?? [],
      promotions: split.promotions.get(unitId) ?? [],
      bookings: split.bookings.get(unitId) ?? [],
      requests: split.requests.get(unitId) ?? [],
      inquiries: split.inquiries.get(unitId) ?? [],
      blocks: split.blocks.get(unitId) ?? [],
    }),
  };
}

/** Reads what the units' calendars over the window need, stays early enough for their preparation nights. */
async function factsFor(
  db: Pick<Database, 'select'>,
  hostId: string,
  units: readonly CalendarUnitRow[],
  window: NightRange,
  now: Date,
): Promise<FactsByUnit> {
  const preparation = Math.max(0, ...units.map((unit) => unit.preparationDays));
  const facts = await readCalendarFacts(
    db,
    hostId,
    units.map((unit) => unit.id),
    window,
    { stayReachFrom: addDays(window.dateFrom, -preparation), now },
  );
  return splitFacts(facts);
}

/** One unit's nights and entries over the window, as the month view draws them. */
function calendarOf(
  unit: CalendarUnitRow,
  facts: ReturnType<FactsByUnit['of']>,
  window: NightRange,
  now: Date,
) {
  const entries = unitEntriesOf(facts, window);
  const days = resolveCalendarDays({
    range: window,
    today: isoDayOf(now),
    unit: settingsOf(unit),
    seasons: facts.seasons,
    settings: facts.settings,
    promotions: facts.promotions,
    holds: entries.holds,
  });
  return { days, entries };
}

export async function getUnitCalendar(
  db: Database,
  hostId: string,
  unitPublicId: string,
  range: NightsRange,
  now: Date,
): Promise<UnitCalendarResponse> {
  const unit = await requireUnit(db, hostId, unitPublicId);
  requireShortRange(range);
  const facts = (await factsFor(db, hostId, [unit], range, now)).of(unit.id);
  const { days, entries } = calendarOf(unit, facts, range, now);
  return {
    unitId: unit.publicId,
    title: unit.title,
    currency: unit.currency,
    calendarStatus: unit.calendarStatus,
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
    days,
    entries: entries.entries,
    seasons: facts.seasons.map((season) => ({
      id: season.id,
      name: season.name,
      startDate: season.startDate,
      endDate: season.endDate,
    })),
    promotions: facts.promotions.map((promotion) => ({
      type: promotion.type,
      discountPercent: promotion.discountPercent,
    })),
  };
}

export async function getTimeline(
  db: Database,
  hostId: string,
  query: { dateFrom: string; dateTo: string; propertyId?: string | undefined; page: number; limit: number },
  now: Date,
): Promise<TimelineResponse> {
  const range = { dateFrom: query.dateFrom, dateTo: query.dateTo };
  requireShortRange(range);
  let propertyId: string | null = null;
  if (query.propertyId !== undefined) {
    const property = await findLiveProperty(db, hostId, query.propertyId);
    if (!property) throw propertyErrors.notFound();
    propertyId = property.id;
  }
  const { rows, total } = await findTimelineUnits(db, hostId, {
    propertyId,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const facts = await factsFor(db, hostId, rows, range, now);
  return {
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
    total,
    units: rows.map((unit) => {
      const { days, entries } = calendarOf(unit, facts.of(unit.id), range, now);
      return {
        unitId: unit.publicId,
        title: unit.title,
        propertyId: unit.propertyPublicId,
        propertyTitle: unit.propertyTitle,
        currency: unit.currency,
        calendarStatus: unit.calendarStatus,
        nightly: days.map((day) => day.nightly),
        minStayNights: days.map((day) => day.minStayNights),
        entries: entries.timeline,
      };
    }),
  };
}

async function unavailabilitiesOf(
  db: Pick<Database, 'select'>,
  hostId: string,
  unit: CalendarUnitRow,
  window: NightRange,
  now: Date,
): Promise<UnavailabilitiesResponse> {
  const facts = (await factsFor(db, hostId, [unit], window, now)).of(unit.id);
  const { items, entries } = unitEntriesOf(facts, window);
  return {
    unitId: unit.publicId,
    items: items.map((item) => ({ unitId: unit.publicId, ...item })),
    entries,
  };
}

export async function getUnavailabilities(
  db: Database,
  hostId: string,
  unitPublicId: string,
  range: NightRange,
  now: Date,
): Promise<UnavailabilitiesResponse> {
  const unit = await requireUnit(db, hostId, unitPublicId);
  requireShortRange(range);
  return unavailabilitiesOf(db, hostId, unit, range, now);
}

/** The range spanning `range` and the blocks a change touched: what the answer shows again. */
function extentOf(range: NightRange, blocks: readonly NightRange[]): NightRange {
  return blocks.reduce(
    (extent, block) => ({
      dateFrom: block.dateFrom < extent.dateFrom ? block.dateFrom : extent.dateFrom,
      dateTo: block.dateTo > extent.dateTo ? block.dateTo : extent.dateTo,
    }),
    range,
  );
}

/**
 * Blocks the nights by hand. Manual blocks that overlap or adjoin the range become one block with
 * it; nights a booking, a pending booking request or a confirmed inquiry holds are refused whole.
 * Answers the unit's unavailabilities over the changed nights.
 */
export async function blockNights(
  db: Database,
  hostId: string,
  unitPublicId: string,
  range: NightsRange,
  now: Date,
): Promise<UnavailabilitiesResponse> {
  return db.transaction(async (tx) => {
    const unit = await requireUnit(tx, hostId, unitPublicId);
    requireShortRange(range);
    // The same lock as every write that adds a stay, so a stay and a block cannot pass together.
    await lockUnit(tx, unit.id);
    if (await stayHoldsNights(tx, unit.id, range, now)) throw calendarErrors.overlapsStay();
    const touched = await findManualBlocks(tx, unit.id, range, { touching: true });
    const merged = mergeRanges([...touched, range]);
    await replaceManualBlocks(
      tx,
      { id: unit.id, hostId },
      touched.map((block) => block.id),
      merged,
    );
    return unavailabilitiesOf(tx, hostId, unit, extentOf(range, touched), now);
  });
}

/**
 * Frees the manually blocked nights of the range: a block inside it goes, one across its edge is
 * cut, one around it splits in two. Imported blocks stay (they change through their feed).
 */
export async function unblockNights(
  db: Database,
  hostId: string,
  unitPublicId: string,
  range: NightsRange,
  now: Date,
): Promise<UnavailabilitiesResponse> {
  return db.transaction(async (tx) => {
    const unit = await requireUnit(tx, hostId, unitPublicId);
    requireShortRange(range);
    await lockUnit(tx, unit.id);
    const blocks = await findManualBlocks(tx, unit.id, range, { touching: false });
    if (blocks.length === 0) throw calendarErrors.notManuallyBlocked();
    await replaceManualBlocks(
      tx,
      { id: unit.id, hostId },
      blocks.map((block) => block.id),
      subtractRange(blocks, range),
    );
    return unavailabilitiesOf(tx, hostId, unit, extentOf(range, blocks), now);
  });
}

/**
 * Sets the nightly price or the stay limits of the nights on every unit named. Every unit must be
 * the caller's: one that is not (or unknown) refuses the whole edit with 404 and nothing is written.
 */
export async function editRange(db: Database, hostId: string, body: CalendarRangeEditBody): Promise<void> {
  const publicIds = [...new Set(body.unitIds)];
  const found = await findLiveUnitIds(db, hostId, publicIds);
  if (found.length !== publicIds.length) throw unitErrors.notFound();
  const range = { dateFrom: body.dateFrom, dateTo: body.dateTo };
  requireShortRange(range);
  const { change } = body;
  if (change.kind === 'stay' && isMaxStayBelowMin(change)) throw calendarErrors.maxStayBelowMin();
  const unitIds = found.map((unit) => unit.id);
  await db.transaction(async (tx) => {
    await writeDaySettings(
      tx,
      unitIds,
      range,
      change.kind === 'price'
        ? {
            kind: 'price',
            pricePerNight:
              change.nightly === null ? null : Math.round(change.nightly * MONEY_MINOR_UNITS_PER_MAJOR),
          }
        : change,
    );
  });
}
