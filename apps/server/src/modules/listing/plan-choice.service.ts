import type { FieldError } from '@hostdeck/contract/http/error.schemas';
import type { PlanChoice, PutPlanChoiceBody } from '@hostdeck/contract/listing/plan-choice.schemas';
import type { Database } from '../../db/client';
import type { UnitPlanChoiceRow } from '../../db/schema/listing.table';
import { findSubscriptionPlan } from '../subscriptions/subscription-plans.catalogue';
import { loadOwnUnit } from './listing-unit';
import { listingErrorCodes } from '@hostdeck/contract/listing/listing.errors';
import { listingErrors } from './listing.errors';
import { findPlanChoice, upsertPlanChoice } from './listing.repository';

const NO_CHOICE: PlanChoice = { planId: null, services: [], boost: false };

function toPlanChoice(row: UnitPlanChoiceRow | null): PlanChoice {
  return row ? { planId: row.planId, services: row.services, boost: row.boost } : NO_CHOICE;
}

export async function getUnitPlanChoice(
  db: Database,
  hostId: string,
  unitPublicId: string,
): Promise<PlanChoice> {
  const unit = await loadOwnUnit(db, hostId, unitPublicId);
  return toPlanChoice(await findPlanChoice(db, unit.id));
}

/**
 * PUT merges the fields sent over the stored choice. The plan must be one of the catalogue's; the
 * services are extras of that plan. Services sent with the call must all be offered (400 on the
 * service); services kept from before are dropped when a newly chosen plan does not offer them.
 */
export async function putUnitPlanChoice(
  db: Database,
  hostId: string,
  unitPublicId: string,
  body: PutPlanChoiceBody,
): Promise<PlanChoice> {
  const unit = await loadOwnUnit(db, hostId, unitPublicId);
  const current = toPlanChoice(await findPlanChoice(db, unit.id));
  const planId = body.planId !== undefined ? body.planId : current.planId;
  const plan = planId === null ? null : findSubscriptionPlan(planId);
  const fieldErrors: FieldError[] = [];
  if (planId !== null && !plan) {
    fieldErrors.push({
      field: 'planId',
      code: listingErrorCodes.unknownPlan,
      message: `There is no plan ${planId}.`,
    });
  }
  const offered = new Set<string>(plan?.extras ?? []);
  const services = [...new Set(body.services ?? current.services)];
  if (body.services !== undefined && fieldErrors.length === 0) {
    services.forEach((service, index) => {
      if (!offered.has(service))
        fieldErrors.push({
          field: `services.${index}`,
          code: listingErrorCodes.serviceNotInPlan,
          message: plan
            ? `The plan ${plan.name} does not offer ${service}.`
            : 'Choose a plan before its services.',
        });
    });
  }
  if (fieldErrors.length > 0) throw listingErrors.invalidFields(fieldErrors);
  const row = await upsertPlanChoice(db, {
    unitId: unit.id,
    planId,
    services: services.filter((service) => offered.has(service)),
    boost: body.boost ?? current.boost,
  });
  return toPlanChoice(row);
}
