import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import type { TranslationTree, UiTranslations } from '@hostdeck/contract/public/public.schemas';
import { overrides as swissGerman } from './de-CH/index';
import { resources as de } from './de/index';
import { overrides as britishEnglish } from './en-GB/index';
import { en } from './en/index';
import { resources as es } from './es/index';
import { resources as fr } from './fr/index';
import { resources as hr } from './hr/index';
import { resources as it } from './it/index';
import { resources as nl } from './nl/index';
import { resources as pt } from './pt/index';
import { resolveAppLocale } from './resolve-locale';
import type { CompleteLocale, Namespace, RegionOverrides, TranslationKey, TranslationVars } from './types';

// Every locale is complete (the locales test fails the run otherwise): a language is served as
// written; a region variant is its language with its own differences merged over it.

const englishTree = en as unknown as Record<string, TranslationTree>;
const asTree = (resources: CompleteLocale) => resources as unknown as Record<string, TranslationTree>;

const languages: Record<Exclude<AppLocale, 'en-US' | 'en-GB' | 'de-CH'>, Record<string, TranslationTree>> = {
  de: asTree(de),
  es: asTree(es),
  fr: asTree(fr),
  hr: asTree(hr),
  it: asTree(it),
  nl: asTree(nl),
  pt: asTree(pt),
};

const regions: Record<
  'de-CH' | 'en-GB',
  { base: () => Record<string, TranslationTree>; own: RegionOverrides }
> = {
  'de-CH': { base: () => languages.de, own: swissGerman },
  'en-GB': { base: () => englishTree, own: britishEnglish },
};

/** Deep-merges `override` over `base`: the base's keys and kinds only; empty strings keep the base's. */
export function mergeOverBase(base: TranslationTree, override: unknown): TranslationTree {
  const result: TranslationTree = {};
  const extra = (typeof override === 'object' && override !== null ? override : {}) as Record<
    string,
    unknown
  >;
  for (const [key, value] of Object.entries(base)) {
    const candidate = extra[key];
    if (typeof value === 'string') {
      result[key] = typeof candidate === 'string' && candidate !== '' ? candidate : value;
    } else {
      result[key] = mergeOverBase(value, candidate);
    }
  }
  return result;
}

// Merged trees never change while the process runs; building them once per locale is enough.
const mergedByLocale = new Map<AppLocale, Record<string, TranslationTree>>();

function resourcesFor(locale: AppLocale): Record<string, TranslationTree> {
  if (locale === 'en-US') return englishTree;
  if (locale !== 'de-CH' && locale !== 'en-GB') return languages[locale];
  const cached = mergedByLocale.get(locale);
  if (cached) return cached;
  const region = regions[locale];
  const merged = mergeOverBase(region.base(), region.own) as Record<string, TranslationTree>;
  mergedByLocale.set(locale, merged);
  return merged;
}

/** Texts only the server shows (the identity pages, the help article pages): never sent to the web app. */
export const SERVER_ONLY_NAMESPACES: readonly string[] = ['identity', 'helpArticles'] satisfies Namespace[];

/**
 * The body of GET /api/public/ui-translations?hl=&ns=: every namespace of the web app, or the
 * ones asked for (names we do not have, or keep to the server, are left out).
 */
export function getUiTranslations(hl?: string | null, namespaces?: readonly string[]): UiTranslations {
  const locale = resolveAppLocale(hl);
  const all = resourcesFor(locale);
  const resources: Record<string, TranslationTree> = {};
  for (const namespace of namespaces ?? Object.keys(all)) {
    if (SERVER_ONLY_NAMESPACES.includes(namespace)) continue;
    const tree = Object.hasOwn(all, namespace) ? all[namespace] : undefined;
    if (tree) resources[namespace] = tree;
  }
  return { locale, resources };
}

/** Replaces `{{name}}` with `vars.name`; unknown placeholders stay visible so a gap is noticed. */
export function interpolate(template: string, vars?: TranslationVars): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = vars[name];
    return value === undefined ? match : String(value);
  });
}

/** Looks up `namespace:key.path` without logging; `undefined` when the key does not exist. */
export function lookupTranslation(
  locale: string | null | undefined,
  key: string,
  vars?: TranslationVars,
): string | undefined {
  const separator = key.indexOf(':');
  if (separator === -1) return undefined;
  let node: TranslationTree | string | undefined = resourcesFor(resolveAppLocale(locale))[
    key.slice(0, separator)
  ];
  for (const part of key.slice(separator + 1).split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? interpolate(node, vars) : undefined;
}

/**
 * Looks up a key only known at run time (an error code, say). Missing keys are logged and
 * the key itself is returned. The result is NOT HTML-escaped: server pages escape it when they render it.
 */
export function translateUnchecked(
  locale: string | null | undefined,
  key: string,
  vars?: TranslationVars,
): string {
  const value = lookupTranslation(locale, key, vars);
  if (value === undefined) {
    console.warn(`[translations] missing key "${key}"`);
    return key;
  }
  return value;
}

/** Typed lookup for server-rendered pages (identity pages, e-mails): `translate('de', 'common:productTitle')`. */
export function translate(
  locale: string | null | undefined,
  key: TranslationKey,
  vars?: TranslationVars,
): string {
  return translateUnchecked(locale, key, vars);
}
