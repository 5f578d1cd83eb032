import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';

// The rules of one translation, as i18next applies them with our options (decision 0057): the
// catalogs keep i18next's JSON format, so the same text comes out of either. Only what the app
// uses is here; the parity test (translate-parity.test.ts) runs every catalog key through both.

/** `count` picks the plural form, `defaultValue` stands in for a missing key; every entry fills a `{{name}}`. */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

/**
 * A translate function. The type parameter names the namespace it was made for, for the reader
 * only: as with i18next without typed keys, any key is accepted.
 */
export type TFunction<_Namespace extends string = string> = (key: string, options?: TOptions) => string;

/** A looked-up text, or whether the key was missing (the text then is the default or the key). */
export interface Translation {
  text: string;
  missing: boolean;
}

/** `ns:key` names its namespace; a key without one is in `defaultNamespace`. */
export function splitNamespace(key: string, defaultNamespace: string): [namespace: string, key: string] {
  const colon = key.indexOf(':');
  if (colon < 0) return [defaultNamespace, key];
  // i18next joins what follows further colons with dots; no key of ours has two.
  return [key.slice(0, colon), key.slice(colon + 1).replaceAll(':', '.')];
}

function lookup(tree: TranslationTree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    // Own properties only: a key such as `constructor` must not find Object's.
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

// Plural rules cost far more to make than to use; one per locale.
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * Fills `{{name}}` from `values`, unescaped (React escapes what it renders). A name the caller did
 * not pass stays as written, one passed as undefined or null becomes empty, and a value is never
 * searched for placeholders itself.
 */
export function interpolate(text: string, values: Record<string, unknown>): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim();
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value == null ? '' : String(value);
  });
}

/**
 * One key of one namespace's tree in `locale`. With a `count`, i18next's order of lookups:
 * `key_zero` for 0 (in every language, where the catalog has it), then the form the locale's plural
 * rules pick for the count (`key_one`, `key_few`…), then the key itself. A key that names a group
 * of texts counts as missing (i18next 26 returns a sentence about it instead; 27 returns the key).
 */
export function translate(
  tree: TranslationTree | undefined,
  locale: string,
  key: string,
  options: TOptions = {},
): Translation {
  const { count } = options;
  const candidates = [key];
  if (count !== undefined && typeof count !== 'string') {
    candidates.unshift(`${key}_${pluralCategory(locale, count)}`);
    if (count === 0) candidates.unshift(`${key}_zero`);
  }
  for (const candidate of candidates) {
    const found = lookup(tree, candidate);
    if (typeof found === 'string') return { text: interpolate(found, options), missing: false };
  }
  return { text: interpolate(options.defaultValue ?? key, options), missing: true };
}

/** Whether the key names anything (a text or a group), as i18next's `exists` answers. */
export function hasKey(tree: TranslationTree | undefined, key: string): boolean {
  return lookup(tree, key) !== undefined;
}
