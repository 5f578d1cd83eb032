import type { Room, RoomType } from './rooms.schemas';

/** Rooms a guest can sleep in. A bathroom or a kitchen holds no bed. */
export const ROOM_TYPES_WITH_BEDS: readonly RoomType[] = ['bedroom', 'living_room'];

export function roomCanHoldBeds(type: RoomType): boolean {
  return ROOM_TYPES_WITH_BEDS.includes(type);
}

/** How many beds the unit's rooms hold (a bed entry counts `count` beds). */
export function bedCount(rooms: readonly Pick<Room, 'beds'>[]): number {
  return rooms.reduce((sum, room) => sum + room.beds.reduce((beds, bed) => beds + bed.count, 0), 0);
}
