import type { en } from './en/index';

/** The shape of every translation: English, the complete and typed source. */
export type EnglishResources = typeof en;

export type Namespace = keyof EnglishResources & string;

/**
 * A partial copy of `T` whose leaves are plain strings. English is declared `as const`, so its
 * leaves are string literals; a translation must keep the keys but not the English words.
 */
export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]>;
};

/** What a non-English locale provides: any subset of English, merged over it at run time. */
export type LocaleResources = DeepPartial<EnglishResources>;

type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/** `namespace:key.path` of every English leaf, e.g. `common:productTitle`. */
export type TranslationKey = {
  [N in Namespace]: `${N}:${LeafPaths<EnglishResources[N]>}`;
}[Namespace];

/** Values for `{{name}}` placeholders. */
export type TranslationVars = Record<string, string | number>;
