import { z } from 'zod';

// spec §8 "Error shapes read": besides our own body (error.schemas), a client meets two more.

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

/** HTTP codes spec §8 recognises. */
export const recognisedHttpStatuses = [
  200, 400, 401, 403, 404, 405, 408, 409, 413, 418, 500, 501, 502, 503, 504,
] as const;
/** 401 and 404 are not reported to error reporting (spec §8). */
export const UNREPORTED_HTTP_STATUSES = [401, 404] as const;
