export const homeQueryKeys = {
  all: ['home'] as const,
  overview: () => [...homeQueryKeys.all, 'overview'] as const,
};
