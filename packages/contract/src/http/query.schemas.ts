import { z } from 'zod';

// Query values arrive as strings (decodeQueryString) on the server and as numbers/booleans from
// typed callers on the web; these helpers accept both and yield the typed value.

export function queryInt(limits: { min?: number; max?: number } = {}) {
  let target = z.number().int();
  if (limits.min !== undefined) target = target.min(limits.min);
  if (limits.max !== undefined) target = target.max(limits.max);
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/),
    ])
    .transform((value) => Number(value))
    .pipe(target);
}

export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** A search term: trimmed (search inputs are compared after trimming), empty becomes absent. */
export const querySearch = z
  .string()
  .max(200)
  .transform((value) => value.trim() || undefined)
  .optional();

/** ISO calendar date `YYYY-MM-DD` that exists (no 30 February, no month 13). */
export const isoDateSchema = z.iso.date({ error: 'Expected a date that exists, as YYYY-MM-DD' });
