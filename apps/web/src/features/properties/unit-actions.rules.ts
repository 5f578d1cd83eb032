import type { InvalidField } from '@hostdeck/contract/properties/property.schemas';
import type { PropertyUnitState } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { showsInvalidFieldNotice, sortInvalidFields } from '@hostdeck/contract/properties/properties.rules';

/** The invalid fields a unit shows a notice for, registrationNumber first. */
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
