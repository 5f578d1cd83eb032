import type { UnitListItem } from '@hostdeck/contract/properties/property-unit.schemas';

export interface CalendarUnitOption {
  value: string;
  label: string;
}

/**
 * The host's units as picker options, by public id: a single unit by its title, a unit of a
 * multi-unit property followed by the property's title, so two "Apartment 1" of different
 * houses stay apart.
 */
export function calendarUnitOptions(items: readonly UnitListItem[], untitled: string): CalendarUnitOption[] {
  return items.flatMap((item) =>
    item.propertyType === 'single'
      ? [{ value: item.propertyUnitPublicId, label: item.title ?? untitled }]
      : item.units.map((unit) => ({
          value: unit.id,
          label: `${unit.title ?? untitled} · ${item.title ?? untitled}`,
        })),
  );
}

/**
 * Where /calendar without a unit goes: the unit itself when the host has exactly one, the
 * timeline of all units when they have several, nothing to show when they have none.
 */
export function calendarIndexTarget(
  items: readonly UnitListItem[],
  totalProperties: number,
): { kind: 'unit'; unitId: string } | { kind: 'timeline' } | { kind: 'none' } {
  const unitIds = calendarUnitOptions(items, '').map((option) => option.value);
  if (totalProperties > items.length || unitIds.length > 1) return { kind: 'timeline' };
  const [only] = unitIds;
  return only ? { kind: 'unit', unitId: only } : { kind: 'none' };
}
