import type { PutUnitSeasonsBody, Season, UnitSeasons } from '@hostdeck/contract/listing/seasons.schemas';
import type { Database } from '../../db/client';
import type { UnitSeasonRow } from '../../db/schema/listing.table';
import { loadOwnUnit } from './listing-unit';
import { findSeasonsOfUnit, replaceSeasonsOfUnit } from './listing.repository';

function toSeason(row: UnitSeasonRow): Season {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    nightly: row.nightly,
    minimumStayNights: row.minimumStayNights,
    maxStayNights: row.maxStayNights,
    checkInDays: row.checkInDays,
  };
}

export async function getUnitSeasons(
  db: Database,
  hostId: string,
  unitPublicId: string,
): Promise<UnitSeasons> {
  const unit = await loadOwnUnit(db, hostId, unitPublicId);
  return { items: (await findSeasonsOfUnit(db, unit.id)).map(toSeason) };
}

/** PUT replaces the whole list (the schema has already refused overlaps and reversed ranges). */
export async function putUnitSeasons(
  db: Database,
  hostId: string,
  unitPublicId: string,
  body: PutUnitSeasonsBody,
): Promise<UnitSeasons> {
  const unit = await loadOwnUnit(db, hostId, unitPublicId);
  await replaceSeasonsOfUnit(
    db,
    unit.id,
    body.seasons.map((season, position) => ({
      name: season.name,
      startDate: season.startDate,
      endDate: season.endDate,
      nightly: season.nightly,
      minimumStayNights: season.minimumStayNights,
      maxStayNights: season.maxStayNights ?? null,
      checkInDays: season.checkInDays ?? null,
      position,
    })),
  );
  return { items: (await findSeasonsOfUnit(db, unit.id)).map(toSeason) };
}
