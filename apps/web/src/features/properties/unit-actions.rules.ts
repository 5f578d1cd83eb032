import type { InvalidField } from '@hostdeck/contract/properties/property.schemas';
import type { PropertyUnitState } from '@hostdeck/contract/properties/property-unit-state.schemas';
import {
  isUnitPublishable,
  showsInvalidFieldNotice,
  sortInvalidFields,
} from '@hostdeck/contract/properties/properties.rules';
import {
  canDeleteUnit,
  canPublishFrom,
  isUnitOnline,
} from '@hostdeck/contract/properties/unit-actions.rules';

export interface UnitRowActions {
  /** Shown when the state allows it (spec §4); disabled while the unit is not publishable. */
  publish: 'hidden' | 'enabled' | 'blocked';
  unpublish: boolean;
  delete: boolean;
}

export function unitRowActions(
  unitId: string,
  state: PropertyUnitState,
  invalidFields: readonly InvalidField[],
): UnitRowActions {
  // The same rules the server enforces; a state that allows publishing but an invalid field shows
  // the button disabled (with the notice), rather than hiding it.
  const publish = !canPublishFrom(state)
    ? 'hidden'
    : isUnitPublishable(unitId, invalidFields)
      ? 'enabled'
      : 'blocked';
  return { publish, unpublish: isUnitOnline(state), delete: canDeleteUnit(state) };
}

/** The invalid fields a unit shows a notice for, registrationNumber first (spec §3, §2). */
export function unitInvalidFieldNotices(
  unitId: string,
  state: PropertyUnitState,
  invalidFields: readonly InvalidField[],
): InvalidField[] {
  const own = invalidFields.filter((field) => field.unitId === unitId);
  return showsInvalidFieldNotice(state, own.length) ? sortInvalidFields(own) : [];
}

/** Page numbers in the address are 1-based; anything else falls back to the first page. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
