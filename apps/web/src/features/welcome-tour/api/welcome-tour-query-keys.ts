// Interactions belong to the user domain; the key says so, so any feature recording one refreshes it.
export const welcomeTourQueryKeys = {
  interactions: () => ['user', 'interactions'] as const,
};
