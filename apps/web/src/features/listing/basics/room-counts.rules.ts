import type { Room, RoomType } from '@hostdeck/contract/properties/rooms.schemas';

export interface RoomCounts {
  bedrooms: number;
  bathrooms: number;
}

export function countRooms(rooms: readonly Room[]): RoomCounts {
  return {
    bedrooms: rooms.filter((room) => room.type === 'bedroom').length,
    bathrooms: rooms.filter((room) => room.type === 'bath_room').length,
  };
}

/**
 * The unit's rooms with as many bedrooms and bathrooms as asked. The server derives the bathroom
 * count from the rooms (and the beds step lists the bedrooms), so the counts are kept as rooms:
 * new ones are appended empty; extra ones are removed from the end, rooms without beds first, so a
 * host who lowers a count keeps the beds already entered where possible.
 */
export function roomsWithCounts(rooms: readonly Room[], counts: RoomCounts): Room[] {
  let result = [...rooms];
  const adjust = (type: RoomType, wanted: number) => {
    let have = result.filter((room) => room.type === type).length;
    while (have < wanted) {
      result.push({ type, beds: [] });
      have += 1;
    }
    while (have > wanted) {
      const candidates = result
        .map((room, index) => ({ room, index }))
        .filter(({ room }) => room.type === type);
      const empty = candidates.filter(({ room }) => room.beds.length === 0);
      const drop = (empty.length > 0 ? empty : candidates).at(-1);
      if (!drop) break;
      result = result.filter((_, index) => index !== drop.index);
      have -= 1;
    }
  };
  adjust('bedroom', counts.bedrooms);
  adjust('bath_room', counts.bathrooms);
  return result;
}
