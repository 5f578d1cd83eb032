import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import type { TranslationTree, UiTranslations } from '@hostdeck/contract/public/public.schemas';
import { de } from './de/index';
import { en } from './en/index';
import { resolveAppLocale } from './resolve-locale';
import type { LocaleResources, TranslationKey, TranslationVars } from './types';

/** Every non-English locale we ship. Locales absent here are served in English. */
export const partialLocales: Partial<Record<AppLocale, LocaleResources>> = { de };

const englishTree = en as unknown as Record<string, TranslationTree>;

// Merged trees never change while the process runs; building them once per locale is enough.
const mergedByLocale = new Map<AppLocale, Record<string, TranslationTree>>();

/** Deep-merges `override` over `base`, keeping only keys and kinds English has; empty strings fall back. */
export function mergeOverEnglish(base: TranslationTree, override: unknown): TranslationTree {
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
      result[key] = mergeOverEnglish(value, candidate);
    }
  }
  return result;
}

/** Region variants first inherit their language (de-CH ← de), then their own overrides. */
function overridesFor(locale: AppLocale): LocaleResources[] {
  const chain: LocaleResources[] = [];
  const language = locale.split('-')[0] as AppLocale;
  const languageResources = language !== locale ? partialLocales[language] : undefined;
  if (languageResources) chain.push(languageResources);
  const own = partialLocales[locale];
  if (own) chain.push(own);
  return chain;
}

function resourcesFor(locale: AppLocale): Record<string, TranslationTree> {
  const cached = mergedByLocale.get(locale);
  if (cached) return cached;
  let merged: TranslationTree = englishTree;
  for (const overrides of overridesFor(locale)) merged = mergeOverEnglish(merged, overrides);
  const resources = merged as Record<string, TranslationTree>;
  mergedByLocale.set(locale, resources);
  return resources;
}

/** The body of GET /api/public/ui-translations?hl=: every namespace, English filling the gaps. */
export function getUiTranslations(hl?: string | null): UiTranslations {
  const locale = resolveAppLocale(hl);
  return { locale, resources: resourcesFor(locale) };
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
