import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import { STARTUP_NAMESPACES } from '@hostdeck/contract/i18n/startup-namespaces';
import type { StartupSettings } from '@hostdeck/contract/public/public.schemas';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseUrl } from '@/shared/api/api-client';
import { useAppSettings, useHostConfig } from './startup-context';
import { StartupGate } from './startup-gate';
import { pickLocale, runStartup } from './startup-sequence';

// The start-up call asks for the namespaces every page needs, not all of them.
const startupNamespaces = encodeURIComponent(STARTUP_NAMESPACES.join(','));

const hostConfig = {
  hostname: 'localhost',
  productTitle: 'Hostdeck',
  apiBaseUrl: 'http://api.test',
  auth: {
    authority: 'http://localhost/auth',
    clientId: 'hostdeck-web',
    scope: 'openid offline_access',
    audience: 'http://localhost/api',
    usePkce: true,
    redirectPath: '/auth-callback',
    silentRedirectPath: '/silent-callback.html',
    postLogoutRedirectPath: '/',
    registerUrl: 'http://localhost/auth/register',
    accountPasswordUrl: 'http://localhost/auth/password',
  },
  features: {
    helpCenterLink: false,
    overviewPage: true,
    earningDetails: false,
    onRequestWarning: false,
    opportunitiesTab: false,
    messaging: true,
  },
  thirdParty: {
    tagManagerId: null,
    fraudDetectionKey: null,
    sessionRecordingKey: null,
    referralWidgetProductId: null,
    videoPlayer: false,
  },
};
const appSettings = {
  defaultCurrency: 'EUR',
  measurementUnits: ['metric'],
  helpCenterUrls: { helpCenter: 'https://help.test' },
  landingUrl: 'https://landing.test',
  whatsappNumber: null,
};
const publicSettings = { maintenance: null, mobileOverviewEnabled: true, supportedLocales: ['en-US', 'de'] };
/** What the translations call answers: each namespace asked for, named in the language. */
function translations(locale: string, namespaces: readonly string[]) {
  return {
    locale,
    resources: Object.fromEntries(
      namespaces.map((namespace) => [namespace, { said: `${namespace} ${locale}` }]),
    ),
  };
}
const cookieConsent = (locale: string) => ({ locale, categories: [] });

function answer(url: string): Response {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const hl = searchParams.get('hl') ?? 'en-US';
  const bodies: Record<string, unknown> = {
    '/config/localhost.json': hostConfig,
    '/api/public/app-settings': appSettings,
    '/api/public/settings': publicSettings,
    '/api/public/ui-translations': translations(hl, searchParams.get('ns')?.split(',') ?? []),
    '/api/public/cookie-consent-settings': cookieConsent(hl),
  };
  const body = bodies[pathname];
  return body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('{}', { status: 404 });
}

describe('start-up', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((input) => Promise.resolve(answer(String(input))));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setApiBaseUrl('');
  });

  it('reads the config first, then asks for settings, translations and cookie consent at once', async () => {
    const data = await runStartup({ hostname: 'localhost', preferredLocale: 'de-DE' });
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toEqual([
      '/config/localhost.json',
      'http://api.test/api/public/app-settings?hl=de',
      'http://api.test/api/public/settings',
      `http://api.test/api/public/ui-translations?hl=de&ns=${startupNamespaces}`,
      'http://api.test/api/public/cookie-consent-settings?hl=de',
    ]);
    expect(data.locale).toBe('de');
    expect(data.hostConfig.productTitle).toBe('Hostdeck');
  });

  it('does not wait for the settings before asking for translations', async () => {
    let releaseSettings: () => void = () => undefined;
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/api/public/settings')) {
        return new Promise((resolve) => {
          releaseSettings = () => resolve(answer(url));
        });
      }
      return Promise.resolve(answer(url));
    });
    const pending = runStartup({ hostname: 'localhost', preferredLocale: 'en-US' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5));
    releaseSettings();
    await pending;
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('asks again in the platform locale when the browser language is not offered', async () => {
    const data = await runStartup({ hostname: 'localhost', preferredLocale: 'fr-FR' });
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.slice(5)).toEqual([
      `http://api.test/api/public/ui-translations?hl=en-US&ns=${startupNamespaces}`,
      'http://api.test/api/public/cookie-consent-settings?hl=en-US',
    ]);
    expect(data.locale).toBe('en-US');
    expect(data.cookieConsentSettings.locale).toBe('en-US');
  });

  const inPage = (locale: AppLocale): StartupSettings => ({
    locale,
    appSettings: { ...appSettings, measurementUnits: ['metric'], defaultCurrency: 'CHF' },
    publicSettings: { ...publicSettings, supportedLocales: ['en-US', 'de'] },
    cookieConsentSettings: { locale, categories: [] },
    translations: {
      locale,
      resources: { common: { said: `common ${locale} (page)` }, shell: {}, errors: {} },
    },
  });
  const startupInPage = (locale: AppLocale): StartupSettings => {
    const page = inPage(locale);
    const all = translations(locale, STARTUP_NAMESPACES);
    return {
      ...page,
      translations: { locale, resources: { ...all.resources, ...page.translations.resources } },
    };
  };

  it('makes no call when the page came with everything in the language asked for', async () => {
    const data = await runStartup({
      hostname: 'localhost',
      preferredLocale: 'de-DE',
      hostConfig,
      startupSettings: startupInPage('de'),
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(data.appSettings.defaultCurrency).toBe('CHF');
    expect(data.cookieConsentSettings.locale).toBe('de');
    expect(data.translations.resources.common).toEqual({ said: 'common de (page)' });
    expect(data.locale).toBe('de');
  });

  it('calls only for the first page’s own namespaces, and joins them to the page’s', async () => {
    const data = await runStartup({
      hostname: 'localhost',
      preferredLocale: 'de-DE',
      hostConfig,
      startupSettings: startupInPage('de'),
      pageNamespaces: ['units', 'common', 'tour'],
    });
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toEqual([`http://api.test/api/public/ui-translations?hl=de&ns=units%2Ctour`]);
    expect(data.translations.locale).toBe('de');
    expect(Object.keys(data.translations.resources).sort()).toEqual(
      [...STARTUP_NAMESPACES, 'units', 'tour'].sort(),
    );
    expect(data.translations.resources.common).toEqual({ said: 'common de (page)' });
    expect(data.translations.resources.units).toEqual({ said: 'units de' });
  });

  it('asks for every namespace again when the answer comes in another language than the page’s', async () => {
    fetchMock.mockImplementation((input) => {
      const url = new URL(String(input));
      if (!url.pathname.endsWith('/ui-translations')) return Promise.resolve(answer(String(input)));
      const asked = url.searchParams.get('ns')?.split(',') ?? [];
      return Promise.resolve(new Response(JSON.stringify(translations('en-US', asked)), { status: 200 }));
    });
    const data = await runStartup({
      hostname: 'localhost',
      preferredLocale: 'de-DE',
      hostConfig,
      startupSettings: startupInPage('de'),
      pageNamespaces: ['units'],
    });
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toEqual([
      'http://api.test/api/public/ui-translations?hl=de&ns=units',
      `http://api.test/api/public/ui-translations?hl=de&ns=${startupNamespaces}%2Cunits`,
      // The cookie texts follow the translations' language, as when no page data is used.
      'http://api.test/api/public/cookie-consent-settings?hl=en-US',
    ]);
    expect(data.translations.resources.common).toEqual({ said: 'common en-US' });
    expect(data.cookieConsentSettings.locale).toBe('en-US');
  });

  it('still calls for the labelled settings when the page’s are in another language', async () => {
    const data = await runStartup({
      hostname: 'localhost',
      preferredLocale: 'de-DE',
      hostConfig,
      startupSettings: startupInPage('en-US'),
    });
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toEqual([
      'http://api.test/api/public/app-settings?hl=de',
      `http://api.test/api/public/ui-translations?hl=de&ns=${startupNamespaces}`,
      'http://api.test/api/public/cookie-consent-settings?hl=de',
    ]);
    expect(data.appSettings.defaultCurrency).toBe('EUR');
    expect(data.cookieConsentSettings.locale).toBe('de');
  });

  it('falls back to en-US for a language the platform does not support', () => {
    expect(pickLocale('fr-FR', ['en-US', 'de'])).toBe('en-US');
    expect(pickLocale('de-AT', ['en-US', 'de'])).toBe('de');
    expect(pickLocale('xx', undefined)).toBe('en-US');
    expect(pickLocale(undefined, ['en-US'])).toBe('en-US');
  });

  function Probe() {
    const config = useHostConfig();
    const settings = useAppSettings();
    return <p>{`${config.productTitle} ${settings.defaultCurrency}`}</p>;
  }

  const renderGate = () =>
    render(
      <MantineProvider>
        <StartupGate>
          <Probe />
        </StartupGate>
      </MantineProvider>,
    );

  it('shows an accessible spinner, then the app with the start-up data', async () => {
    renderGate();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('Hostdeck EUR')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the Unexpected error screen with a reload button when a step fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      return Promise.resolve(
        url.includes('ui-translations') ? new Response('{"message":"down"}', { status: 503 }) : answer(url),
      );
    });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Unexpected error' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText('Hostdeck EUR')).toBeNull();
  });
});
