import { z } from 'zod';
import { roomCanHoldBeds } from './rooms.rules';

// Rooms: bedroom is the default type.
export const roomTypeSchema = z.enum(['bedroom', 'living_room', 'bath_room', 'kitchen_room']);
export type RoomType = z.infer<typeof roomTypeSchema>;

/** Bed kinds are not shown in the spec; ours, the usual holiday-rental set. */
export const bedTypeSchema = z.enum(['single', 'double', 'queen', 'king', 'sofa_bed', 'bunk_bed', 'crib']);
export type BedType = z.infer<typeof bedTypeSchema>;

export const bedSchema = z.object({ type: bedTypeSchema, count: z.number().int().min(1).max(20) });
export type Bed = z.infer<typeof bedSchema>;

export const roomSchema = z
  .object({
    id: z.string().trim().min(1).max(64).optional(),
    type: roomTypeSchema.default('bedroom'),
    beds: z.array(bedSchema).max(20).default([]),
  })
  // Only bedrooms and living rooms hold beds (rooms.rules: ROOM_TYPES_WITH_BEDS).
  .refine((room) => room.beds.length === 0 || roomCanHoldBeds(room.type), {
    path: ['beds'],
    params: { rule: 'bedsNotAllowedInRoom' },
    message: 'Beds can only be placed in a bedroom or a living room.',
  });
export type Room = z.infer<typeof roomSchema>;
