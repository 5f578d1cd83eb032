// Every key starts with 'properties' so one invalidation after a unit action refreshes this
// feature's lists and the shell's unit selector and preview links (shell-query-keys.ts) together.
export const propertiesQueryKeys = {
  all: ['properties'] as const,
  lists: () => [...propertiesQueryKeys.all, 'list'] as const,
  list: (search: string, page: number) => [...propertiesQueryKeys.lists(), { search, page }] as const,
  detail: (propertyId: string) => [...propertiesQueryKeys.all, 'detail', propertyId] as const,
  unitLists: () => [...propertiesQueryKeys.all, 'property-units'] as const,
  units: (propertyId: string, page: number) =>
    [...propertiesQueryKeys.unitLists(), propertyId, { page }] as const,
  publicListing: (unitPublicId: string) => ['public-listing', unitPublicId] as const,
};
