import type { Database } from '../../db/client';
import { unitErrors } from '../units/units.errors';
import { findLiveUnit } from '../units/units.repository';

/**
 * The host's live unit by public id, as units.service loads it: another host's unit, a deleted one
 * and an unknown id all answer the same 404, so a guessed id tells nothing about other hosts.
 */
export async function loadOwnUnit(db: Database, hostId: string, publicId: string) {
  const found = await findLiveUnit(db, hostId, publicId);
  if (!found) throw unitErrors.notFound();
  return found.unit;
}
