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

type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/** `namespace:key.path` of every English leaf, e.g. `common:productTitle`. */
export type TranslationKey = {
  [N in Namespace]: `${N}:${LeafPaths<EnglishResources[N]>}`;
}[Namespace];

/** Values for `{{name}}` placeholders. */
export type TranslationVars = Record<string, string | number>;

/** The plural forms a language may add beside English's `_one` and `_other` (Croatian `_few`, French `_many`). */
type ExtraPluralCategory = 'zero' | 'two' | 'few' | 'many';

type PluralExtras<T> = {
  [
    K in keyof T & string as K extends `${infer Base}_other` ? `${Base}_${ExtraPluralCategory}` : never
  ]?: string;
};

/**
 * One namespace of a complete locale: English's keys with the locale's words, plus the plural
 * forms its language needs. Keys are optional for the type checker only; the locales test fails
 * the run on any key missing, empty or with other `{{variables}}` than English's, and on plural
 * forms that are not exactly the language's (Intl.PluralRules).
 */
export type LocaleTree<T> = {
  [K in keyof T]?: T[K] extends string ? string : LocaleTree<T[K]>;
} & PluralExtras<T>;

export type LocaleNamespace<N extends Namespace> = LocaleTree<EnglishResources[N]>;

/** A complete locale: every namespace English has. */
export type CompleteLocale = { [N in Namespace]: LocaleNamespace<N> };

/** A region variant's differences from its language (de-CH from de, en-GB from en-US). */
export type RegionOverrides = { [N in Namespace]?: DeepPartial<EnglishResources[N]> };
