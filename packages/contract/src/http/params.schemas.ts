import { z } from 'zod';

// Path parameter objects, one per placeholder name, so every row names its params the same way.
const idValue = z.string().min(1).max(128);

export const idParamsSchema = z.object({ id: idValue });
export const unitIdParamsSchema = z.object({ unitId: idValue });
export const bookingIdParamsSchema = z.object({ bookingId: idValue });
export const propertyIdParamsSchema = z.object({ propertyId: idValue });
export const reviewIdParamsSchema = z.object({ reviewId: idValue });

/** Responses with no body (204). */
export const noContentSchema = z.null();
