import { createHash } from 'node:crypto';
import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import { appLocales } from '@hostdeck/contract/i18n/locale.schemas';
import { STARTUP_NAMESPACES } from '@hostdeck/contract/i18n/startup-namespaces';
import type {
  AppSettings,
  CookieConsentSettings,
  HostConfig,
  MeasurementUnit,
  PublicSettings,
  StartupSettings,
} from '@hostdeck/contract/public/public.schemas';
import { DEFAULT_CURRENCY, GUEST_TOKEN_COOKIE_MAX_AGE_S } from '@hostdeck/contract/constants';
import { FUNCTIONAL_COOKIES } from '@hostdeck/contract/public/cookie-consent.schemas';
import { getUiTranslations, translateUnchecked } from '@hostdeck/translations/catalog';
import { resolveAppLocale } from '@hostdeck/translations/resolve-locale';
import type { AppConfig } from '../../app/config';
import {
  WEB_CLIENT_SCOPES,
  WEB_LOGIN_CALLBACK_PATH,
  WEB_POST_LOGOUT_PATH,
  WEB_SILENT_CALLBACK_PATH,
} from '../../identity/identity.clients';

const PRODUCT_TITLE = 'Hostdeck';

/**
 * GET /config/{hostname}.json. One deployment serves one configuration today, so every hostname
 * (known or not) gets it; the hostname is echoed so a client can tell which file it read.
 */
export function buildHostConfig(config: AppConfig, hostname: string): HostConfig {
  const { oidc } = config;
  return {
    hostname,
    productTitle: PRODUCT_TITLE,
    // Same origin: the web app is served by this server (DESIGN.md).
    apiBaseUrl: '',
    auth: {
      authority: oidc.issuer,
      clientId: oidc.clientId,
      scope: WEB_CLIENT_SCOPES.join(' '),
      audience: oidc.audience,
      usePkce: true,
      // The identity server registers exactly these redirect URIs (identity/identity.clients.ts).
      redirectPath: WEB_LOGIN_CALLBACK_PATH,
      silentRedirectPath: WEB_SILENT_CALLBACK_PATH,
      postLogoutRedirectPath: WEB_POST_LOGOUT_PATH,
      registerUrl: `${oidc.issuer}/register`,
      accountPasswordUrl: `${oidc.issuer}/password`,
    },
    features: {
      helpCenterLink: config.helpCenterUrl !== null,
      overviewPage: true,
      earningDetails: true,
      onRequestWarning: true,
      opportunitiesTab: false,
      messaging: true,
    },
    // Off by default (DESIGN.md): nothing third-party loads unless a deployment names it.
    thirdParty: {
      tagManagerId: null,
      fraudDetectionKey: null,
      sessionRecordingKey: null,
      referralWidgetProductId: null,
      videoPlayer: false,
    },
  };
}

/** Imperial units are offered where they are customary; metric everywhere (sizes are stored in m²). */
function measurementUnitsFor(locale: AppLocale): MeasurementUnit[] {
  return locale === 'en-US' ? ['imperial', 'metric'] : ['metric'];
}

export function buildAppSettings(config: AppConfig, hl: string | undefined): AppSettings {
  const locale = resolveAppLocale(hl);
  return {
    defaultCurrency: DEFAULT_CURRENCY,
    measurementUnits: measurementUnitsFor(locale),
    helpCenterUrls: { helpCenter: config.helpCenterUrl ?? '' },
    landingUrl: config.landingUrl,
    whatsappNumber: null,
  };
}

export function buildPublicSettings(config: AppConfig): PublicSettings {
  const window = config.maintenance;
  return {
    // The id changes with the window, so a banner dismissed for one window shows again for the next.
    maintenance: window
      ? {
          id: createHash('sha256').update(`${window.from}|${window.to}`).digest('hex').slice(0, 12),
          startsAt: window.from,
          endsAt: window.to,
        }
      : null,
    mobileOverviewEnabled: true,
    supportedLocales: [...appLocales],
  };
}

export function buildUiTranslations(hl: string | undefined, namespaces?: readonly string[]) {
  return getUiTranslations(hl, namespaces);
}

const YEAR_S = 365 * 24 * 60 * 60;

/** The cookies we set ourselves; functional ones are fixed: always on, no consent asked. */
const functionalCookies = [
  { name: FUNCTIONAL_COOKIES.consent, key: 'consent', ttlSeconds: YEAR_S, storageType: 'cookie' },
  {
    name: FUNCTIONAL_COOKIES.guestToken,
    key: 'guestToken',
    ttlSeconds: GUEST_TOKEN_COOKIE_MAX_AGE_S,
    storageType: 'cookie',
  },
  { name: FUNCTIONAL_COOKIES.language, key: 'language', ttlSeconds: null, storageType: 'local_storage' },
  {
    name: FUNCTIONAL_COOKIES.bannerCounters,
    key: 'bannerCounters',
    ttlSeconds: null,
    storageType: 'local_storage',
  },
] as const;

export function buildCookieConsentSettings(hl: string | undefined): CookieConsentSettings {
  const locale = resolveAppLocale(hl);
  const t = (key: string) => translateUnchecked(locale, `cookies:${key}`);
  return {
    locale,
    categories: [
      {
        id: 'functional',
        title: t('categories.functional.title'),
        description: t('categories.functional.description'),
        required: true,
        cookies: functionalCookies.map((cookie) => ({
          name: cookie.name,
          title: t(`cookies.${cookie.key}.title`),
          description: t(`cookies.${cookie.key}.description`),
          ttlSeconds: cookie.ttlSeconds,
          storageType: cookie.storageType,
        })),
      },
      // Third-party scripts are off by default, so these categories hold no cookies until one is configured.
      {
        id: 'analytics',
        title: t('categories.analytics.title'),
        description: t('categories.analytics.description'),
        required: false,
        cookies: [],
      },
      {
        id: 'marketing',
        title: t('categories.marketing.title'),
        description: t('categories.marketing.description'),
        required: false,
        cookies: [],
      },
    ],
  };
}

/**
 * The public start-up answers in one language, which the server writes into the app's page
 * (web-app.plugin.ts): each is what its own call answers for that language, the translations those
 * of the namespaces every page needs.
 */
export function buildStartupSettings(config: AppConfig, locale: AppLocale): StartupSettings {
  return {
    locale,
    appSettings: buildAppSettings(config, locale),
    publicSettings: buildPublicSettings(config),
    cookieConsentSettings: buildCookieConsentSettings(locale),
    translations: buildUiTranslations(locale, STARTUP_NAMESPACES),
  };
}
