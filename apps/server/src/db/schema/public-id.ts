import { randomInt } from 'node:crypto';

/**
 * Short, readable public ids (`P-7F3K2Q`) used in every URL and API payload instead of the
 * internal uuid. The alphabet drops 0/O, 1/I/L so an id
 * read aloud or typed from a screenshot survives; 31^6 ≈ 887 million values per prefix, and the
 * unique index on each `public_id` column turns the rare collision into an insert error.
 */
export const PUBLIC_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const publicIdPrefixes = {
  property: 'P',
  unit: 'U',
  booking: 'B',
  bookingRequest: 'R',
  inquiry: 'Q',
  review: 'V',
  conversation: 'C',
} as const;
export type PublicIdKind = keyof typeof publicIdPrefixes;

export const PUBLIC_ID_PATTERN = /^[A-Z]-[2-9A-HJ-NP-Z]{6,10}$/;

/** `pick(n)` returns an integer in [0, n); the seed passes its own PRNG to stay deterministic. */
export function newPublicId(kind: PublicIdKind, pick: (n: number) => number = randomInt, length = 6): string {
  let body = '';
  for (let i = 0; i < length; i += 1) body += PUBLIC_ID_ALPHABET[pick(PUBLIC_ID_ALPHABET.length)];
  return `${publicIdPrefixes[kind]}-${body}`;
}
