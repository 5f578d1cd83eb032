import type { UnitListItem } from '@hostdeck/contract/properties/property-unit.schemas';

export interface SelectorOption {
  unitId: string;
  label: string;
}

export interface SelectorGroup {
  key: string;
  label: string;
  options: SelectorOption[];
}

/**
 * Single units in one group first, then one group per multi-unit
 * property (empty ones left out). Order within each group is the server's.
 */
export function selectorGroups(
  items: readonly UnitListItem[],
  labels: { singleUnits: string; untitled: string },
): SelectorGroup[] {
  const singles = items
    .filter((item) => item.propertyType === 'single')
    .map((item) => ({ unitId: item.id, label: item.title ?? labels.untitled }));
  const groups: SelectorGroup[] = singles.length
    ? [{ key: 'single-units', label: labels.singleUnits, options: singles }]
    : [];
  for (const item of items) {
    if (item.propertyType !== 'multi' || item.units.length === 0) continue;
    groups.push({
      key: item.id,
      label: item.title ?? labels.untitled,
      options: item.units.map((unit) => ({ unitId: unit.id, label: unit.title ?? labels.untitled })),
    });
  }
  return groups;
}

/** Arrow keys move through every option of every group and stop at the ends. */
export function nextActiveIndex(current: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return Math.min(current + 1, count - 1);
  return Math.max(current - 1, 0);
}
