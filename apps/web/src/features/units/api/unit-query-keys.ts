/** One key factory for every query of the unit settings pages (STYLE.md, query keys). */
export const unitQueryKeys = {
  all: ['units'] as const,
  unit: (unitId: string) => [...unitQueryKeys.all, 'unit', unitId] as const,
  property: (propertyId: string) => ['properties', 'detail', propertyId] as const,
  configuration: (locale: string) => ['properties', 'configuration', locale] as const,
  regionalRequirements: (unitId: string) => [...unitQueryKeys.unit(unitId), 'regional-requirements'] as const,
  regionalConfiguration: (unitId: string) =>
    [...unitQueryKeys.unit(unitId), 'regional-requirements', 'configuration'] as const,
  promotions: (unitId: string) => [...unitQueryKeys.unit(unitId), 'promotions'] as const,
  promotionsConfiguration: (unitId: string) =>
    [...unitQueryKeys.unit(unitId), 'promotions', 'configuration'] as const,
  subscription: () => ['subscriptions', 'user'] as const,
};

/**
 * Keys of other features' caches that show a unit's title, state or thumbnail (property lists, a
 * property's units, the top bar's unit): they refetch when next shown after a unit changes.
 */
export const unitListingKeys = (unitId: string) =>
  [
    ['properties', 'list'],
    ['properties', 'property-units'],
    ['properties', 'unit', unitId],
  ] as const;
