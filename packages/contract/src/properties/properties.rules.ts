import type { InvalidField } from './property.schemas';
import type { PropertyUnitState } from './property-unit-state.schemas';

/** Sorts registrationNumber first; otherwise the order given is kept (stable). */
export function sortInvalidFields<T extends Pick<InvalidField, 'field'>>(fields: readonly T[]): T[] {
  return [...fields].sort(
    (a, b) => Number(b.field === 'registrationNumber') - Number(a.field === 'registrationNumber'),
  );
}

/** A unit is not publishable while its registrationNumber is invalid. */
export function isUnitPublishable(unitId: string, invalidFields: readonly InvalidField[]): boolean {
  return !invalidFields.some((field) => field.unitId === unitId && field.field === 'registrationNumber');
}

/** In progress = a first in-progress unit and no finished unit. */
export function isPropertyInProgress(property: {
  firstInProgressUnitId: string | null;
  firstFinishedUnitId: string | null;
}): boolean {
  return property.firstInProgressUnitId !== null && property.firstFinishedUnitId === null;
}

export type UnitDisplayState =
  | 'inProgress'
  | 'underReview'
  | 'actionNeeded'
  | 'publishing'
  | 'published'
  | 'unpublished'
  | 'approved'
  | 'deleted';

/** Published without preview links shows as publishing; rejected by staff as action needed. */
export function unitDisplayState(state: PropertyUnitState, previewLinkCount: number): UnitDisplayState {
  switch (state) {
    case 'IN_PROGRESS':
      return 'inProgress';
    case 'UNDER_REVIEW':
      return 'underReview';
    case 'REJECTED_BY_STAFF':
      return 'actionNeeded';
    case 'PUBLISHED':
      return previewLinkCount > 0 ? 'published' : 'publishing';
    case 'UNPUBLISHED':
      return 'unpublished';
    case 'APPROVED':
      return 'approved';
    case 'DELETED':
      return 'deleted';
  }
}

/** An invalid field shows its "update" call to action unless the unit is still in progress. */
export function showsInvalidFieldNotice(state: PropertyUnitState, invalidFieldCount: number): boolean {
  return invalidFieldCount > 0 && state !== 'IN_PROGRESS';
}

/**
 * The listing flow's first step may switch single ↔ multi only while the property holds one unit and
 * that unit is still being listed: after that the units and their pages depend on the type (ours).
 */
export function canChangePropertyType(unitStates: readonly PropertyUnitState[]): boolean {
  return unitStates.length === 1 && unitStates[0] === 'IN_PROGRESS';
}
