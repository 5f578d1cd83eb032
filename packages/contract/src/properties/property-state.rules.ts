import { isPropertyInProgress } from './properties.rules';
import type { PropertyState, PropertyUnitState, UnitSummary } from './property-unit-state.schemas';

/** What the property rules need to know of each unit, in the property's unit order. */
export interface UnitFacts {
  publicId: string;
  state: PropertyUnitState;
  registrationNumberValid: boolean;
  nationalIdCodeValid: boolean;
}

/** Units a host must act on: rejected by staff, or carrying an invalid registration or national id. */
export function unitNeedsAction(unit: UnitFacts): boolean {
  return unit.state === 'REJECTED_BY_STAFF' || !unit.registrationNumberValid || !unit.nationalIdCodeValid;
}

export function summariseUnits(units: readonly UnitFacts[]): UnitSummary {
  return {
    total: units.length,
    published: units.filter((unit) => unit.state === 'PUBLISHED').length,
    inProgress: units.filter((unit) => unit.state === 'IN_PROGRESS').length,
    actionNeeded: units.filter(unitNeedsAction).length,
  };
}

/** The first in-progress unit and the first finished one (any state past IN_PROGRESS). */
export function firstUnitIds(units: readonly UnitFacts[]): {
  firstInProgressUnitId: string | null;
  firstFinishedUnitId: string | null;
} {
  return {
    firstInProgressUnitId: units.find((unit) => unit.state === 'IN_PROGRESS')?.publicId ?? null,
    firstFinishedUnitId: units.find((unit) => unit.state !== 'IN_PROGRESS')?.publicId ?? null,
  };
}

/** A published unit makes the property active; else "in progress" (isPropertyInProgress), else inactive. */
export function propertyStateOf(units: readonly UnitFacts[]): PropertyState {
  if (units.some((unit) => unit.state === 'PUBLISHED')) return 'ACTIVE';
  // A property whose units are all gone is still being set up from the host's point of view.
  return units.length === 0 || isPropertyInProgress(firstUnitIds(units)) ? 'IN_PROGRESS' : 'INACTIVE';
}
