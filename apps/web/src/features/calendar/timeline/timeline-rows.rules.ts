import type {
  TimelineEntry,
  TimelineResponse,
  TimelineUnit,
} from '@hostdeck/contract/calendar/calendar.schemas';
import { barColumns, nightsBetween, TIMELINE_SPAN_NIGHTS } from './timeline-window.rules';

/** One unit's row over the whole span, put together from the chunks read so far. */
export interface TimelineRow {
  unitId: string;
  title: string | null;
  propertyId: string;
  propertyTitle: string | null;
  currency: string;
  calendarStatus: TimelineUnit['calendarStatus'];
  /** Price of the night in each column; undefined while its chunk is not read yet. */
  nightly: (number | null | undefined)[];
  minStayNights: (number | undefined)[];
  /** Each entry once, though a stay across two chunks comes in both. */
  entries: TimelineEntry[];
  /** Index into `entries` of the entry holding each column's night, -1 when free. */
  occupiedBy: Int32Array;
}

function emptyRow(unit: TimelineUnit): TimelineRow {
  return {
    unitId: unit.unitId,
    title: unit.title,
    propertyId: unit.propertyId,
    propertyTitle: unit.propertyTitle,
    currency: unit.currency,
    calendarStatus: unit.calendarStatus,
    nightly: new Array<number | null | undefined>(TIMELINE_SPAN_NIGHTS),
    minStayNights: new Array<number | undefined>(TIMELINE_SPAN_NIGHTS),
    entries: [],
    occupiedBy: new Int32Array(TIMELINE_SPAN_NIGHTS).fill(-1),
  };
}

/**
 * The rows of the timeline from the chunks read so far (any order, some still missing). Units keep
 * the order of the first chunk that names them; a stay across two chunks is one bar. Where entries
 * overlap (a double booking), a night shows the conflicting one, so the red bar is never hidden.
 */
export function mergeTimelineChunks(origin: string, chunks: readonly TimelineResponse[]): TimelineRow[] {
  const rows = new Map<string, TimelineRow>();
  const seen = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    const offset = nightsBetween(origin, chunk.dateFrom);
    for (const unit of chunk.units) {
      let row = rows.get(unit.unitId);
      if (!row) {
        row = emptyRow(unit);
        rows.set(unit.unitId, row);
        seen.set(unit.unitId, new Set());
      }
      unit.nightly.forEach((price, night) => {
        const column = offset + night;
        if (column >= 0 && column < TIMELINE_SPAN_NIGHTS) row.nightly[column] = price;
      });
      unit.minStayNights.forEach((nights, night) => {
        const column = offset + night;
        if (column >= 0 && column < TIMELINE_SPAN_NIGHTS) row.minStayNights[column] = nights;
      });
      const ids = seen.get(unit.unitId) ?? new Set<string>();
      for (const entry of unit.entries) {
        if (ids.has(entry.id)) continue;
        ids.add(entry.id);
        row.entries.push(entry);
      }
    }
  }
  for (const row of rows.values()) markOccupied(origin, row);
  return [...rows.values()];
}

function markOccupied(origin: string, row: TimelineRow) {
  row.occupiedBy.fill(-1);
  row.entries.forEach((entry, index) => {
    const bar = barColumns(origin, entry);
    if (!bar) return;
    for (let column = bar.start; column < bar.end; column += 1) {
      const current = row.occupiedBy[column] ?? -1;
      if (current === -1 || (entry.conflict && !row.entries[current]?.conflict))
        row.occupiedBy[column] = index;
    }
  });
}
