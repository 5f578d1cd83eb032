import { updatePropertyUnitBodySchema } from '@hostdeck/contract/properties/property-unit.schemas';
import { roomTypeSchema, bedSchema } from '@hostdeck/contract/properties/rooms.schemas';
import { bedCount, roomCanHoldBeds } from '@hostdeck/contract/properties/rooms.rules';
import { z } from 'zod';

// The contract's guests and rooms rules, with every room field present in the form.
// Beds only where guests can sleep, and at least one bed somewhere (the contract's rooms rules, as
// the server applies them to the room and to finishing the beds step).
export const roomsFormSchema = z.object({
  guests: updatePropertyUnitBodySchema.shape.guests.unwrap(),
  rooms: z
    .array(
      z
        .object({ id: z.string().optional(), type: roomTypeSchema, beds: z.array(bedSchema).max(20) })
        .refine((room) => room.beds.length === 0 || roomCanHoldBeds(room.type), {
          path: ['beds'],
          params: { rule: 'bedsNotAllowedInRoom' },
        }),
    )
    .max(50)
    .refine((rooms) => bedCount(rooms) > 0, { params: { rule: 'bedRequired' } }),
});
export type RoomsFormValues = z.input<typeof roomsFormSchema>;
