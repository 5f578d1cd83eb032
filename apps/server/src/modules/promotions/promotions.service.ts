import {
  PROMOTION_DISCOUNT_OPTIONS,
  PROMOTIONS_CONFIGURATION,
} from '@hostdeck/contract/promotions/promotions.constants';
import { isDiscountOffered, promotionStatusOf } from '@hostdeck/contract/promotions/promotions.rules';
import type {
  Promotion,
  PromotionsConfiguration,
  SavePromotionBody,
} from '@hostdeck/contract/promotions/promotions.schemas';
import { promotionTypeSchema } from '@hostdeck/contract/promotions/promotions.schemas';
import type { Database } from '../../db/client';
import type { PromotionRow } from '../../db/schema/promotions.table';
import { findLiveUnit } from '../units/units.repository';
import { unitErrors } from '../units/units.errors';
import { promotionErrors } from './promotions.errors';
import { findPromotionsOfUnit, upsertPromotion } from './promotions.repository';

const toPromotion = (row: PromotionRow): Promotion => ({
  type: row.type,
  state: { discountPercent: row.discountPercent, enabled: row.enabled },
  status: row.status,
});

async function requireUnitId(db: Database, hostId: string, unitPublicId: string): Promise<string> {
  const found = await findLiveUnit(db, hostId, unitPublicId);
  if (!found) throw unitErrors.notFound();
  return found.unit.id;
}

export async function getPromotionsConfiguration(
  db: Database,
  hostId: string,
  unitPublicId: string,
): Promise<PromotionsConfiguration> {
  await requireUnitId(db, hostId, unitPublicId);
  return PROMOTIONS_CONFIGURATION;
}

/** The unit's promotions in the configuration's type order. */
export async function listPromotions(
  db: Database,
  hostId: string,
  unitPublicId: string,
): Promise<{ items: Promotion[] }> {
  const unitId = await requireUnitId(db, hostId, unitPublicId);
  const order = promotionTypeSchema.options;
  const rows = await findPromotionsOfUnit(db, unitId);
  rows.sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
  return { items: rows.map(toPromotion) };
}

/** Creates the type's promotion or updates it; `state.enabled` activates or deactivates it. */
export async function savePromotion(
  db: Database,
  hostId: string,
  unitPublicId: string,
  body: SavePromotionBody,
): Promise<Promotion> {
  const unitId = await requireUnitId(db, hostId, unitPublicId);
  if (!isDiscountOffered(body.type, body.state.discountPercent)) {
    throw promotionErrors.discountNotOffered(body.type, PROMOTION_DISCOUNT_OPTIONS[body.type]);
  }
  const row = await upsertPromotion(db, {
    unitId,
    type: body.type,
    discountPercent: body.state.discountPercent,
    enabled: body.state.enabled,
    status: promotionStatusOf(body.state),
  });
  return toPromotion(row);
}
