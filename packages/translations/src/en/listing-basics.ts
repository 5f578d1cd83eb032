// Namespace `listingBasics`: see index.ts.
export const listingBasics = {} as const;
