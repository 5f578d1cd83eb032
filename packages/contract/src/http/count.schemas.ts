import { z } from 'zod';

/** `{ count }` answers (pending requests, unread messages). */
export const countResponseSchema = z.object({ count: z.number().int().min(0) });
export type CountResponse = z.infer<typeof countResponseSchema>;
