import { describe, expect, it } from 'vitest';
import { chunkOf, entryOf, unitOf } from './timeline-fixtures.test-data';
import { mergeTimelineChunks } from './timeline-rows.rules';

const origin = '2026-12-01';

describe('timeline rows from chunks', () => {
  it('puts each chunk’s nights in their columns and leaves unread ones undefined', () => {
    const second = chunkOf('2027-03-01', 90, (n) => [unitOf('a', n, { nightly: new Array(n).fill(150) })]);
    const [row] = mergeTimelineChunks(origin, [second]);
    expect(row?.nightly[0]).toBeUndefined();
    expect(row?.nightly[90]).toBe(150);
    expect(row?.minStayNights[90]).toBe(2);
    expect(row?.nightly[179]).toBe(150);
  });

  it('draws a stay across two chunks once, on all its nights', () => {
    const stay = entryOf('b1', '2027-02-25', '2027-03-04');
    const first = chunkOf(origin, 90, (n) => [unitOf('a', n, { entries: [stay] })]);
    const second = chunkOf('2027-03-01', 90, (n) => [unitOf('a', n, { entries: [stay] })]);
    const [row] = mergeTimelineChunks(origin, [first, second]);
    expect(row?.entries).toHaveLength(1);
    expect([86, 87, 92, 93].map((column) => row?.occupiedBy[column])).toEqual([0, 0, 0, -1]);
    expect(row?.occupiedBy[85]).toBe(-1);
  });

  it('keeps the first chunk’s order of units and shows the conflicting stay on shared nights', () => {
    const booking = entryOf('b1', '2026-12-02', '2026-12-06');
    const imported = entryOf('x1', '2026-12-04', '2026-12-08', { source: 'external', conflict: true });
    const chunk = chunkOf(origin, 90, (n) => [
      unitOf('z', n, { entries: [booking, imported] }),
      unitOf('a', n, { propertyId: 'p2', propertyTitle: 'Loft' }),
    ]);
    const rows = mergeTimelineChunks(origin, [chunk]);
    expect(rows.map((row) => row.unitId)).toEqual(['z', 'a']);
    expect([1, 2, 3, 4, 5, 7].map((column) => rows[0]?.occupiedBy[column])).toEqual([0, 0, 1, 1, 1, -1]);
  });
});
