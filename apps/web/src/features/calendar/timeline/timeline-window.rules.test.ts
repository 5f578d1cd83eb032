import { describe, expect, it } from 'vitest';
import {
  addNights,
  barColumns,
  chunkAt,
  chunksForColumns,
  isWeekend,
  localToday,
  nightsBetween,
  TIMELINE_CHUNK_NIGHTS,
  TIMELINE_SPAN_NIGHTS,
} from './timeline-window.rules';

describe('timeline dates', () => {
  it('adds nights across months, years and a daylight-saving change', () => {
    expect(addNights('2026-03-28', 2)).toBe('2026-03-30');
    expect(addNights('2026-12-31', 1)).toBe('2027-01-01');
    expect(addNights('2028-02-28', 1)).toBe('2028-02-29');
    expect(addNights('2026-01-10', -10)).toBe('2025-12-31');
    expect(nightsBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(nightsBetween('2026-04-01', '2026-03-01')).toBe(-31);
  });

  it('shades Saturday and Sunday only', () => {
    expect(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'].map(isWeekend)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it("takes today from the device's calendar day", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('timeline chunks', () => {
  const origin = '2026-11-27';

  it('cuts the span into fixed chunks from the origin, the last one shorter', () => {
    expect(chunkAt(origin, 0)).toEqual({ index: 0, dateFrom: origin, dateTo: addNights(origin, 90) });
    const last = chunkAt(origin, Math.floor(TIMELINE_SPAN_NIGHTS / TIMELINE_CHUNK_NIGHTS));
    expect(last.dateTo).toBe(addNights(origin, TIMELINE_SPAN_NIGHTS));
  });

  it('asks for the visible columns and two weeks after them (spec §9 padding 0 before, 14 after)', () => {
    expect(chunksForColumns(origin, 0, 30).map((chunk) => chunk.index)).toEqual([0]);
    // Column 80 is visible: 80 + 14 = 94 reaches the second chunk.
    expect(chunksForColumns(origin, 50, 80).map((chunk) => chunk.index)).toEqual([0, 1]);
    expect(chunksForColumns(origin, 95, 120).map((chunk) => chunk.index)).toEqual([1]);
    // Nothing is asked for before the first chunk or beyond the span.
    expect(chunksForColumns(origin, 700, 729).map((chunk) => chunk.index)).toEqual([7, 8]);
  });

  it('places an entry bar on its nights, cut at the edges of the span', () => {
    expect(barColumns(origin, { dateFrom: '2026-11-29', dateTo: '2026-12-02' })).toEqual({
      start: 2,
      end: 5,
    });
    expect(barColumns(origin, { dateFrom: '2026-11-20', dateTo: '2026-11-29' })).toEqual({
      start: 0,
      end: 2,
    });
    expect(barColumns(origin, { dateFrom: '2026-11-20', dateTo: origin })).toBeNull();
  });
});
