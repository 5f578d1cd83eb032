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
 * The browser's language checked against the supported locales, falling back to en-US (spec §5).
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
 * Start-up in the order of spec §1: the per-host configuration file (same origin), then the public
 * settings (app settings and platform settings together), then the translations, then the
 * cookie-consent settings. Any failure rejects; the caller shows the 'Unexpected error' screen.
 */
export async function runStartup(input: {
  hostname: string;
  browserLanguage: string | null | undefined;
  signal?: AbortSignal;
}): Promise<StartupData> {
  const { signal } = input;
  // The config file names the API origin, so it is read from our own origin before anything else.
  const hostConfig = await callEndpoint(getHostConfig, {
    params: { hostname: input.hostname },
    baseUrl: '',
    signal,
  });
  setApiBaseUrl(hostConfig.apiBaseUrl);

  const requested = pickLocale(input.browserLanguage);
  const [appSettings, publicSettings] = await Promise.all([
    callEndpoint(getAppSettings, { query: { hl: requested }, signal }),
    callEndpoint(getPublicSettings, { signal }),
  ]);

  const locale = pickLocale(input.browserLanguage, publicSettings.supportedLocales);
  const translations = await callEndpoint(getUiTranslations, { query: { hl: locale }, signal });
  const cookieConsentSettings = await callEndpoint(getCookieConsentSettings, {
    query: { hl: translations.locale },
    signal,
  });
  return {
    hostConfig,
    appSettings,
    publicSettings,
    translations,
    cookieConsentSettings,
    locale: translations.locale,
  };
}
