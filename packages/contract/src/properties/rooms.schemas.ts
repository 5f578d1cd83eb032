import { z } from 'zod';

// spec §3 "Rooms": bedroom is the default type (spec §9).
export const roomTypeSchema = z.enum(['bedroom', 'living_room', 'bath_room', 'kitchen_room']);
export type RoomType = z.infer<typeof roomTypeSchema>;

/** Bed kinds are not shown in the spec; ours, the usual holiday-rental set. */
export const bedTypeSchema = z.enum(['single', 'double', 'queen', 'king', 'sofa_bed', 'bunk_bed', 'crib']);
export type BedType = z.infer<typeof bedTypeSchema>;

export const bedSchema = z.object({ type: bedTypeSchema, count: z.number().int().min(1).max(20) });
export type Bed = z.infer<typeof bedSchema>;

export const roomSchema = z.object({
  id: z.string().optional(),
  type: roomTypeSchema.default('bedroom'),
  beds: z.array(bedSchema).max(20).default([]),
});
export type Room = z.infer<typeof roomSchema>;
