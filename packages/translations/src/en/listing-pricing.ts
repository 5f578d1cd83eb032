// Namespace `listingPricing`: see index.ts.
export const listingPricing = {} as const;
