// Namespace `listing`: see index.ts.
export const listing = {} as const;
