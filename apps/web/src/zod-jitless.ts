// `zod` resolves to this module everywhere in the web app, the contract's schemas included
// (the alias in vite.config.ts); it is the only module that reads zod's own entry.
//
// zod compiles object checks with `new Function` when it may, and decides so when it builds an
// object schema. Our content security policy does not allow it, and zod's probe for it made the
// browser report a violation. Set here, before any module that imports zod builds its first schema,
// the setting holds for every page, whichever module happens to load zod first.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
