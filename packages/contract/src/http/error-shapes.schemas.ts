import { z } from 'zod';

// Error shapes the client reads: besides our own body (error.schemas), a client meets two more.

/** `{ errors: [{ field?, message }], message? }` */
export const fieldErrorsBodySchema = z.object({
  errors: z.array(
    z.object({ field: z.string().optional().nullable(), message: z.string(), code: z.string().optional() }),
  ),
  message: z.string().optional(),
});

/** `{ message }` alone. */
export const messageBodySchema = z.object({ message: z.string() });

/** Problem details with `invalidParams: [{ name, reason }]`. */
export const problemDetailsSchema = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().optional(),
  detail: z.string().optional(),
  invalidParams: z.array(z.object({ name: z.string(), reason: z.string() })).optional(),
});
