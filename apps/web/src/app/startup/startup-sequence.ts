import { DEFAULT_APP_LOCALE, type AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import {
  getAppSettings,
  getCookieConsentSettings,
  getHostConfig,
  getPublicSettings,
  getUiTranslations,
} from '@hostdeck/contract/public/public.endpoints';
import type {
  AppSettings,
  CookieConsentSettings,
  HostConfig,
  PublicSettings,
  UiTranslations,
} from '@hostdeck/contract/public/public.schemas';
import { resolveAppLocale } from '@hostdeck/translations/resolve-locale';
import { callEndpoint, setApiBaseUrl } from '@/shared/api/api-client';

export interface StartupData {
  hostConfig: HostConfig;
  appSettings: AppSettings;
  publicSettings: PublicSettings;
  translations: UiTranslations;
  cookieConsentSettings: CookieConsentSettings;
  locale: AppLocale;
}

/**
 * The browser's language checked against the supported locales, falling back to en-US.
 * The platform may support fewer locales than the contract knows, so its list has the last word.
 */
export function pickLocale(
  browserLanguage: string | null | undefined,
  supported?: readonly AppLocale[],
): AppLocale {
  const locale = resolveAppLocale(browserLanguage);
  if (supported && supported.length > 0 && !supported.includes(locale)) return DEFAULT_APP_LOCALE;
  return locale;
}

/**
 * Start-up: the per-host configuration file first (same origin: it names the API origin), then
 * the app settings, the platform settings, the translations and the cookie-consent settings all
 * at once. Translations and cookie consent are asked for in the browser's language; the rare
 * answer that shows another locale was meant (the platform does not offer it, or the server fell
 * back) is asked for again in that locale, so the common case costs two round trips, not four.
 * Any failure rejects; the caller shows the 'Unexpected error' screen.
 */
export async function runStartup(input: {
  hostname: string;
  browserLanguage: string | null | undefined;
  signal?: AbortSignal;
}): Promise<StartupData> {
  const { signal } = input;
  const hostConfig = await callEndpoint(getHostConfig, {
    params: { hostname: input.hostname },
    baseUrl: '',
    signal,
  });
  setApiBaseUrl(hostConfig.apiBaseUrl);

  const loadTranslations = (hl: AppLocale) => callEndpoint(getUiTranslations, { query: { hl }, signal });
  const loadCookieConsent = (hl: AppLocale) =>
    callEndpoint(getCookieConsentSettings, { query: { hl }, signal });

  const requested = pickLocale(input.browserLanguage);
  const [appSettings, publicSettings, requestedTranslations, requestedCookieConsent] = await Promise.all([
    callEndpoint(getAppSettings, { query: { hl: requested }, signal }),
    callEndpoint(getPublicSettings, { signal }),
    loadTranslations(requested),
    loadCookieConsent(requested),
  ]);

  const locale = pickLocale(input.browserLanguage, publicSettings.supportedLocales);
  const translations = locale === requested ? requestedTranslations : await loadTranslations(locale);
  const cookieConsentSettings =
    requestedCookieConsent.locale === translations.locale
      ? requestedCookieConsent
      : await loadCookieConsent(translations.locale);
  return {
    hostConfig,
    appSettings,
    publicSettings,
    translations,
    cookieConsentSettings,
    locale: translations.locale,
  };
}
