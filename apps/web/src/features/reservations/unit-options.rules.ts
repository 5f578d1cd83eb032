import type { UnitListItem } from '@hostdeck/contract/properties/property-unit.schemas';

export interface UnitOption {
  value: string;
  label: string;
}

/**
 * The host's units as one flat list of options: a single unit by its title, a unit of a multi-unit
 * property followed by the property's, so two "Apartment 1" of different houses stay apart.
 * (Flat rather than grouped: two properties may share a title, and groups are told apart by it.)
 */
export function unitOptions(items: readonly UnitListItem[], untitled: string): UnitOption[] {
  const options: UnitOption[] = [];
  const seen = new Set<string>();
  const add = (value: string, label: string) => {
    if (seen.has(value)) return;
    seen.add(value);
    options.push({ value, label });
  };
  for (const item of items) {
    if (item.propertyType === 'single') {
      add(item.propertyUnitPublicId, item.title ?? untitled);
      continue;
    }
    for (const unit of item.units) add(unit.id, `${unit.title ?? untitled} · ${item.title ?? untitled}`);
  }
  return options;
}
