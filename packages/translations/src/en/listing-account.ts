// Namespace `listingAccount`: see index.ts.
export const listingAccount = {} as const;
