import { appLocales, DEFAULT_APP_LOCALE, type AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import { resolveAppLocale } from '@hostdeck/translations/resolve-locale';

const supportedLanguages = new Set<string>([
  ...appLocales.map((locale) => locale.split('-')[0]!.toLowerCase()),
  'en',
]);

function isSupported(tag: string): boolean {
  return supportedLanguages.has(tag.replace(/_/g, '-').split('-')[0]!.toLowerCase());
}

/** Language tags of an Accept-Language header, most preferred first. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The page language: the OIDC `ui_locales` the app sent (space-separated, in order of preference),
 * then the browser's Accept-Language, then en-US.
 */
export function pickLocale(uiLocales: unknown, acceptLanguage: string | undefined): AppLocale {
  const requested = typeof uiLocales === 'string' ? uiLocales.split(/\s+/).filter(Boolean) : [];
  const candidate = [...requested, ...parseAcceptLanguage(acceptLanguage)].find(isSupported);
  return candidate ? resolveAppLocale(candidate) : DEFAULT_APP_LOCALE;
}
