import { updatePropertyUnitBodySchema } from '@hostdeck/contract/properties/property-unit.schemas';
import { roomTypeSchema, bedSchema } from '@hostdeck/contract/properties/rooms.schemas';
import { z } from 'zod';

// The contract's guests and rooms rules, with every room field present in the form.
export const roomsFormSchema = z.object({
  guests: updatePropertyUnitBodySchema.shape.guests.unwrap(),
  rooms: z
    .array(z.object({ id: z.string().optional(), type: roomTypeSchema, beds: z.array(bedSchema).max(20) }))
    .max(50),
});
export type RoomsFormValues = z.input<typeof roomsFormSchema>;
