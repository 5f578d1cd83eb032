import type { UnitListItem } from '@hostdeck/contract/properties/property-unit.schemas';

export interface TimelinePropertyOption {
  id: string;
  title: string | null;
}

/**
 * The property filter's choices: each of the host's properties once, by name in the host's
 * language (untitled ones last), from every page of the unit selector's list. A single-unit
 * property is named as the selector names it (the unit's title, else the property's).
 */
export function timelinePropertyOptions(
  items: readonly Pick<UnitListItem, 'propertyId' | 'title'>[],
  locale: string,
): TimelinePropertyOption[] {
  const byId = new Map<string, string | null>();
  for (const item of items)
    if (!byId.has(item.propertyId)) byId.set(item.propertyId, item.title?.trim() || null);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...byId]
    .map(([id, title]) => ({ id, title }))
    .sort((a, b) =>
      a.title === null || b.title === null
        ? Number(a.title === null) - Number(b.title === null)
        : collator.compare(a.title, b.title),
    );
}

/** The property in the address, if it is one of the options (a deleted or foreign id shows every unit). */
export function chosenProperty(
  fromAddress: string | null,
  options: readonly TimelinePropertyOption[] | undefined,
): string | null {
  if (!fromAddress) return null;
  // Until the options are read the address is taken at its word.
  if (options === undefined) return fromAddress;
  return options.some((option) => option.id === fromAddress) ? fromAddress : null;
}
