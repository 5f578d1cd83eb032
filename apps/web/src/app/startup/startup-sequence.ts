import { DEFAULT_APP_LOCALE, type AppLocale } from '@hostdeck/contract/i18n/locales';
import { STARTUP_NAMESPACES } from '@hostdeck/contract/i18n/startup-namespaces';
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
  StartupSettings,
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
 * The preferred locale checked against the supported locales, falling back to en-US.
 * The platform may support fewer locales than the contract knows, so its list has the last word.
 */
export function pickLocale(
  preferredLocale: string | null | undefined,
  supported?: readonly AppLocale[],
): AppLocale {
  const locale = resolveAppLocale(preferredLocale);
  if (supported && supported.length > 0 && !supported.includes(locale)) return DEFAULT_APP_LOCALE;
  return locale;
}

/** The start-up namespaces and the first page's own, each once and in a stable order. */
export function startupNamespaces(pageNamespaces: readonly string[] = []): string[] {
  return [...new Set([...STARTUP_NAMESPACES, ...pageNamespaces])];
}

/**
 * Start-up: the per-host configuration (written into the page by the server; else the same-origin
 * file, which names the API origin), then the app settings, the platform settings, the
 * translations and the cookie-consent settings all at once. The server writes the settings, the
 * cookie-consent settings and the start-up namespaces' translations into the page too, in the
 * browser's language: those are used when start-up asks for that language, so the common case
 * calls only for the first page's own namespaces, and a page that has none makes no call.
 * Translations and cookie consent are asked for in the preferred language; the rare answer that
 * shows another locale was meant (the platform does not offer it, or the server fell back) is
 * asked for again in that locale, so the common case costs one round trip (two without the config
 * in the page), not four. The translations call also brings the first page's own namespaces, so
 * that page waits for no second call. Any failure rejects; the caller shows the 'Unexpected error'
 * screen.
 */
export async function runStartup(input: {
  hostname: string;
  /** The remembered account locale, else the browser's (shared/i18n/locale-preference.ts). */
  preferredLocale: string | null | undefined;
  /** The config the page came with (inline-page-data.ts); null fetches the file. */
  hostConfig?: HostConfig | null;
  /** The public start-up answers the page came with (inline-page-data.ts); null calls for them. */
  startupSettings?: StartupSettings | null;
  /** Namespaces of the page the address opens, asked for with the start-up ones. */
  pageNamespaces?: readonly string[];
  signal?: AbortSignal;
}): Promise<StartupData> {
  const { signal } = input;
  const hostConfig =
    input.hostConfig ??
    (await callEndpoint(getHostConfig, { params: { hostname: input.hostname }, baseUrl: '', signal }));
  setApiBaseUrl(hostConfig.apiBaseUrl);

  const namespaces = startupNamespaces(input.pageNamespaces);
  const callForTranslations = (hl: AppLocale, asked: readonly string[]) =>
    callEndpoint(getUiTranslations, { query: { hl, ns: asked.join(',') }, signal });
  const loadTranslations = (hl: AppLocale) => callForTranslations(hl, namespaces);
  const loadCookieConsent = (hl: AppLocale) =>
    callEndpoint(getCookieConsentSettings, { query: { hl }, signal });

  const requested = pickLocale(input.preferredLocale);
  const inPage = input.startupSettings ?? null;
  // The page's labelled answers serve only if they are in the language asked for (this device may
  // remember another than the browser's); the platform settings carry no label.
  const inPageLabelled = inPage?.locale === requested ? inPage : null;
  const [appSettings, publicSettings, requestedTranslations, requestedCookieConsent] = await Promise.all([
    inPageLabelled?.appSettings ?? callEndpoint(getAppSettings, { query: { hl: requested }, signal }),
    inPage?.publicSettings ?? callEndpoint(getPublicSettings, { signal }),
    inPageLabelled
      ? withPageTranslations(inPageLabelled.translations, namespaces, (asked) =>
          callForTranslations(requested, asked),
        )
      : loadTranslations(requested),
    inPageLabelled?.cookieConsentSettings ?? loadCookieConsent(requested),
  ]);

  const locale = pickLocale(input.preferredLocale, publicSettings.supportedLocales);
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

/**
 * The namespaces asked for, from the page's translations and a call for the ones it lacks (none:
 * no call). An answer in another language than the page's (which a server only gives when it no
 * longer offers it) is not mixed with it: the page's translations are then asked for too.
 */
async function withPageTranslations(
  inPage: UiTranslations,
  namespaces: readonly string[],
  call: (asked: readonly string[]) => Promise<UiTranslations>,
): Promise<UiTranslations> {
  const missing = namespaces.filter((namespace) => !Object.hasOwn(inPage.resources, namespace));
  if (missing.length === 0) return inPage;
  const answer = await call(missing);
  if (answer.locale !== inPage.locale) return call(namespaces);
  return { locale: inPage.locale, resources: { ...inPage.resources, ...answer.resources } };
}

/** More namespaces of a locale, for pages and language switches (the translator's loader). */
export async function loadNamespaces(locale: string, namespaces: readonly string[]) {
  const answer = await callEndpoint(getUiTranslations, { query: { hl: locale, ns: namespaces.join(',') } });
  return answer.resources;
}

/** What start-up loaded that carries labels in a language, loaded again for a language switch. */
export async function loadLocaleSettings(
  locale: AppLocale,
): Promise<Pick<StartupData, 'appSettings' | 'cookieConsentSettings'>> {
  const [appSettings, cookieConsentSettings] = await Promise.all([
    callEndpoint(getAppSettings, { query: { hl: locale } }),
    callEndpoint(getCookieConsentSettings, { query: { hl: locale } }),
  ]);
  return { appSettings, cookieConsentSettings };
}
