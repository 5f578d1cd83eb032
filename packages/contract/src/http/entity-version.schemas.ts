import { z } from 'zod';

/**
 * The version a unit or property read carries (also sent as its ETag, `if-match.rules.ts`). A client
 * that sends it back in If-Match with a write gets 412 instead of overwriting a newer save made
 * meanwhile.
 */
export const entityVersionSchema = z.number().int().positive();
