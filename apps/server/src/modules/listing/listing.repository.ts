import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  unitPlanChoices,
  unitSeasons,
  type NewUnitSeasonRow,
  type UnitPlanChoiceRow,
} from '../../db/schema/listing.table';

export async function findSeasonsOfUnit(db: Database, unitId: string) {
  return db
    .select()
    .from(unitSeasons)
    .where(eq(unitSeasons.unitId, unitId))
    .orderBy(asc(unitSeasons.startDate), asc(unitSeasons.position));
}

/** Replaces the unit's seasons in one transaction: a failed insert keeps the old list. */
export async function replaceSeasonsOfUnit(
  db: Database,
  unitId: string,
  seasons: Omit<NewUnitSeasonRow, 'unitId'>[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(unitSeasons).where(eq(unitSeasons.unitId, unitId));
    if (seasons.length > 0)
      await tx.insert(unitSeasons).values(seasons.map((season) => ({ ...season, unitId })));
  });
}

export async function findPlanChoice(db: Database, unitId: string): Promise<UnitPlanChoiceRow | null> {
  const [row] = await db.select().from(unitPlanChoices).where(eq(unitPlanChoices.unitId, unitId)).limit(1);
  return row ?? null;
}

export async function upsertPlanChoice(
  db: Database,
  choice: Pick<UnitPlanChoiceRow, 'unitId' | 'planId' | 'services' | 'boost'>,
): Promise<UnitPlanChoiceRow> {
  const values = { ...choice, updatedAt: new Date() };
  const [row] = await db
    .insert(unitPlanChoices)
    .values(values)
    .onConflictDoUpdate({ target: unitPlanChoices.unitId, set: values })
    .returning();
  if (!row) throw new Error(`The plan choice of unit ${choice.unitId} was not stored`);
  return row;
}
