import type { TimelineEntry, TimelineResponse } from '@hostdeck/contract/calendar/calendar.schemas';
import { nightsBetween } from './timeline-window.rules';

// What the timeline shows at once after a range edit, before the server answers (the edit is sent,
// then the chunks are read again). A refused edit puts the chunks back as they were.

export type TimelineEdit =
  | { kind: 'price'; nightly: number }
  | { kind: 'stay'; minStayNights: number | null; maxStayNights: number | null }
  | { kind: 'block' }
  | { kind: 'unblock' };

export interface TimelineEditTarget {
  unitIds: readonly string[];
  dateFrom: string;
  dateTo: string;
}

/** Id of a block drawn before the server has it; the next read replaces it with the stored one. */
export const pendingBlockId = (unitId: string, dateFrom: string) => `pending-block:${unitId}:${dateFrom}`;

/** The manual blocks left after freeing [dateFrom, dateTo): those across an edge keep their outer part. */
function withoutManualNights(entries: TimelineEntry[], dateFrom: string, dateTo: string): TimelineEntry[] {
  return entries.flatMap((entry) => {
    if (entry.source !== 'manual' || entry.dateTo <= dateFrom || entry.dateFrom >= dateTo) return [entry];
    const parts: TimelineEntry[] = [];
    if (entry.dateFrom < dateFrom) parts.push({ ...entry, id: `${entry.id}:before`, dateTo: dateFrom });
    if (entry.dateTo > dateTo) parts.push({ ...entry, id: `${entry.id}:after`, dateFrom: dateTo });
    return parts;
  });
}

/** One chunk as it looks once the edit is made; the chunk itself is left untouched. */
export function applyTimelineEdit(
  chunk: TimelineResponse,
  target: TimelineEditTarget,
  edit: TimelineEdit,
): TimelineResponse {
  if (target.dateTo <= chunk.dateFrom || target.dateFrom >= chunk.dateTo) return chunk;
  const first = Math.max(0, nightsBetween(chunk.dateFrom, target.dateFrom));
  const end = Math.min(
    nightsBetween(chunk.dateFrom, chunk.dateTo),
    nightsBetween(chunk.dateFrom, target.dateTo),
  );
  const inRange = (night: number) => night >= first && night < end;
  const units = chunk.units.map((unit) => {
    if (!target.unitIds.includes(unit.unitId)) return unit;
    switch (edit.kind) {
      case 'price':
        return {
          ...unit,
          nightly: unit.nightly.map((price, night) => (inRange(night) ? edit.nightly : price)),
        };
      case 'stay': {
        const minStay = edit.minStayNights;
        if (minStay === null) return unit;
        return {
          ...unit,
          minStayNights: unit.minStayNights.map((nights, night) => (inRange(night) ? minStay : nights)),
        };
      }
      case 'block': {
        const block: TimelineEntry = {
          id: pendingBlockId(unit.unitId, target.dateFrom),
          dateFrom: target.dateFrom,
          dateTo: target.dateTo,
          source: 'manual',
          label: '',
          conflict: false,
        };
        return {
          ...unit,
          entries: [...withoutManualNights(unit.entries, target.dateFrom, target.dateTo), block],
        };
      }
      case 'unblock':
        return { ...unit, entries: withoutManualNights(unit.entries, target.dateFrom, target.dateTo) };
    }
  });
  return { ...chunk, units };
}
