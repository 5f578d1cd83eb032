import { newPublicId, type PublicIdKind } from '../schema/public-id';
import type { Rng } from './prng';

/** Deterministic internal uuids and public ids for the seed, never repeating within one run. */
export interface SeedIds {
  uuid(): string;
  publicId(kind: PublicIdKind, length?: number): string;
}

export function createSeedIds(rng: Rng): SeedIds {
  const used = new Set<string>();
  const hex = (count: number): string => {
    let out = '';
    for (let i = 0; i < count; i += 1) out += rng.below(16).toString(16);
    return out;
  };
  return {
    uuid: () => {
      // Version 4 layout, so the values look like what gen_random_uuid() makes.
      const variant = (8 + rng.below(4)).toString(16);
      return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
    },
    publicId: (kind, length = 6) => {
      for (;;) {
        const id = newPublicId(kind, rng.below, length);
        if (!used.has(id)) {
          used.add(id);
          return id;
        }
      }
    },
  };
}
