import type { PropertyUnitAction, PropertyUnitState } from './property-unit-state.schemas';

// Unit actions by state. The server enforces these (409 otherwise) and the web offers only these,
// so the two can never disagree about what a host may do with a unit.

/** The states a unit may be published from. */
export const UNIT_STATES_PUBLISHABLE_FROM: readonly PropertyUnitState[] = [
  'IN_PROGRESS',
  'UNPUBLISHED',
  'REJECTED_BY_STAFF',
];

/** The states in which a unit is online: unpublish applies, and delete must wait. */
export const UNIT_STATES_ONLINE: readonly PropertyUnitState[] = ['PUBLISHED', 'APPROVED'];

export function canPublishFrom(state: PropertyUnitState): boolean {
  return UNIT_STATES_PUBLISHABLE_FROM.includes(state);
}

export function isUnitOnline(state: PropertyUnitState): boolean {
  return UNIT_STATES_ONLINE.includes(state);
}

/** A deleted unit is gone; an online one must be unpublished first. */
export function canDeleteUnit(state: PropertyUnitState): boolean {
  return state !== 'DELETED' && !isUnitOnline(state);
}

/**
 * The actions a unit offers. `publishable` is the field rule (`isUnitPublishable`): a unit whose
 * state allows publishing but whose registration number is invalid does not offer publish.
 */
export function unitActions(state: PropertyUnitState, publishable: boolean): PropertyUnitAction[] {
  const actions: PropertyUnitAction[] = [];
  if (canPublishFrom(state) && publishable) actions.push('publish');
  if (isUnitOnline(state)) actions.push('unpublish');
  if (canDeleteUnit(state)) actions.push('delete');
  return actions;
}
