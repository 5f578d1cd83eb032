import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promotions, type NewPromotionRow, type PromotionRow } from '../../db/schema/promotions.table';

export async function findPromotionsOfUnit(db: Database, unitId: string): Promise<PromotionRow[]> {
  return db.select().from(promotions).where(eq(promotions.unitId, unitId));
}

/** One row per (unit, type): saving a type again updates its discount, flag and status. */
export async function upsertPromotion(
  db: Database,
  values: Pick<NewPromotionRow, 'unitId' | 'type' | 'discountPercent' | 'enabled' | 'status'>,
): Promise<PromotionRow> {
  const [row] = await db
    .insert(promotions)
    .values(values)
    .onConflictDoUpdate({
      target: [promotions.unitId, promotions.type],
      set: {
        discountPercent: values.discountPercent,
        enabled: values.enabled,
        status: values.status,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('Promotion upsert returned nothing');
  return row;
}
