import { appLocales, DEFAULT_APP_LOCALE, type AppLocale } from '@hostdeck/contract/i18n/locale.schemas';

// Spec §5: a requested locale is checked against the supported list and falls back to the default.
// Accepts app ids (`de-CH`), server ids (`de_DE`) and bare languages (`de`) in any case.
// TODO(contract): replace with the contract's rule in `@hostdeck/contract/i18n/locale.rules` once it lands.
export function resolveAppLocale(requested: string | null | undefined): AppLocale {
  if (!requested) return DEFAULT_APP_LOCALE;
  const wanted = requested.trim().replace(/_/g, '-').toLowerCase();
  const exact = appLocales.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0] ?? '';
  // `en` alone is not an app locale (only en-US / en-GB are), so it lands on the default below.
  const byLanguage = appLocales.find((locale) => locale.toLowerCase() === language);
  return byLanguage ?? DEFAULT_APP_LOCALE;
}
