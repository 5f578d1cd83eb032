import { describe, expect, it } from 'vitest';
import { applyTimelineEdit, pendingBlockId } from './timeline-edits.rules';
import { chunkOf, entryOf, unitOf } from './timeline-fixtures.test-data';

const chunk = chunkOf('2026-12-01', 10, (n) => [
  unitOf('a', n, { entries: [entryOf('m1', '2026-11-28', '2026-12-09', { source: 'manual', label: '' })] }),
  unitOf('b', n),
]);

describe('a range edit shown before the server answers', () => {
  it('sets the price of the picked nights of the picked units only', () => {
    const edited = applyTimelineEdit(
      chunk,
      { unitIds: ['b'], dateFrom: '2026-12-03', dateTo: '2026-12-05' },
      {
        kind: 'price',
        nightly: 180,
      },
    );
    expect(edited.units[1]?.nightly.slice(0, 6)).toEqual([100, 100, 180, 180, 100, 100]);
    expect(edited.units[0]).toBe(chunk.units[0]);
    expect(chunk.units[1]?.nightly[2]).toBe(100);
  });

  it('clips a range that starts before the chunk and leaves chunks outside it as they are', () => {
    const target = { unitIds: ['a', 'b'], dateFrom: '2026-11-20', dateTo: '2026-12-02' };
    const edited = applyTimelineEdit(chunk, target, { kind: 'stay', minStayNights: 5, maxStayNights: null });
    expect(edited.units[0]?.minStayNights.slice(0, 3)).toEqual([5, 2, 2]);
    const later = { ...target, dateFrom: '2027-01-01', dateTo: '2027-01-05' };
    expect(applyTimelineEdit(chunk, later, { kind: 'price', nightly: 1 })).toBe(chunk);
  });

  it('draws a block at once, and frees the middle of a manual block leaving its two ends', () => {
    const target = { unitIds: ['b'], dateFrom: '2026-12-04', dateTo: '2026-12-06' };
    const blocked = applyTimelineEdit(chunk, target, { kind: 'block' });
    expect(blocked.units[1]?.entries.map((entry) => entry.id)).toEqual([pendingBlockId('b', '2026-12-04')]);
    const freed = applyTimelineEdit(chunk, { ...target, unitIds: ['a'] }, { kind: 'unblock' });
    expect(freed.units[0]?.entries.map((entry) => [entry.dateFrom, entry.dateTo])).toEqual([
      ['2026-11-28', '2026-12-04'],
      ['2026-12-06', '2026-12-09'],
    ]);
  });
});
