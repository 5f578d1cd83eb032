import { describe, expect, it } from 'vitest';
import { countRooms, roomsWithCounts } from './room-counts.rules';

describe('roomsWithCounts', () => {
  const rooms = [
    { id: 'r-1', type: 'bedroom' as const, beds: [{ type: 'double' as const, count: 1 }] },
    { id: 'r-2', type: 'living_room' as const, beds: [] },
    { id: 'r-3', type: 'bedroom' as const, beds: [] },
  ];

  it('appends empty bedrooms and bathrooms up to the counts', () => {
    const result = roomsWithCounts(rooms, { bedrooms: 3, bathrooms: 1 });
    expect(countRooms(result)).toEqual({ bedrooms: 3, bathrooms: 1 });
    expect(result.slice(0, 3)).toEqual(rooms);
    expect(result.slice(3)).toEqual([
      { type: 'bedroom', beds: [] },
      { type: 'bath_room', beds: [] },
    ]);
  });

  it('removes rooms without beds first, from the end', () => {
    expect(roomsWithCounts(rooms, { bedrooms: 1, bathrooms: 0 })).toEqual(rooms.slice(0, 2));
    expect(roomsWithCounts(rooms, { bedrooms: 0, bathrooms: 0 })).toEqual([rooms[1]]);
  });

  it('keeps the rooms as they are when the counts match', () => {
    expect(roomsWithCounts(rooms, countRooms(rooms))).toEqual(rooms);
  });
});
