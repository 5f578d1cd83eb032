import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeHostConfig } from '@/shared/ui/testing/fixtures';
import { putDataBlock } from '@/shared/ui/testing/page-data-block';
import { storedUserKey } from './auth/user-manager';
import { HOST_CONFIG_ELEMENT_ID } from '@hostdeck/contract/constants';
import type * as Format from '@/shared/i18n/format';

// The first page waits for one round of calls after its code: with the config in the page and a
// good token in the tab, the start-up calls, the host's user info and the page's own data all go
// out before React renders, and the page's texts come in the start-up translations call.

const hostConfig = { ...makeHostConfig(), hostname: 'localhost', apiBaseUrl: '' };

function storeToken(expiresInSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  window.sessionStorage.setItem(
    storedUserKey(hostConfig.auth),
    JSON.stringify({
      access_token: 'early-token',
      profile: { sub: 'host-1' },
      expires_at: now + expiresInSeconds,
    }),
  );
}

function putConfigInPage(config: unknown = hostConfig) {
  putDataBlock(HOST_CONFIG_ELEMENT_ID, JSON.stringify(config));
}

describe('starting the first page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = () =>
    fetchMock.mock.calls.map(([input, init]) => ({
      url: String(input),
      token: new Headers(init?.headers).get('Authorization'),
    }));

  beforeEach(() => {
    // beginStartup starts once per page: a fresh module graph per test is a fresh page.
    vi.resetModules();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    document.getElementById(HOST_CONFIG_ELEMENT_ID)?.remove();
  });

  async function start(path: string) {
    const { startFirstPage } = await import('./router');
    startFirstPage(new QueryClient(), `http://localhost${path}`);
    // The loaders run after a tick; the route modules load in between.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('sends the start-up calls, the user info and the home overview at once, with the stored token', async () => {
    putConfigInPage();
    storeToken(600);
    await start('/home');
    const urls = calls().map((call) => call.url);
    expect(urls).not.toContain('/config/localhost.json');
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/public/settings',
        '/api/app/user/info',
        '/api/app/home/overview',
        expect.stringMatching(/^\/api\/public\/ui-translations\?/),
      ]),
    );
    expect(calls().find((call) => call.url === '/api/app/user/info')?.token).toBe('Bearer early-token');
  });

  it('loads the locale’s date formats ahead of a page that writes dates, and not of one that writes none', async () => {
    const prepareFormats = vi.fn();
    vi.doMock('@/shared/i18n/format', async (original) => ({
      ...(await original<typeof Format>()),
      prepareFormats,
    }));
    putConfigInPage();
    storeToken(600);
    await start('/properties');
    expect(prepareFormats).not.toHaveBeenCalled();
    vi.resetModules();
    await start('/home');
    expect(prepareFormats).toHaveBeenCalledWith('en-US');
    vi.doUnmock('@/shared/i18n/format');
  });

  it('asks for the page’s own namespaces in the start-up translations call, a unit section’s too', async () => {
    putConfigInPage();
    storeToken(600);
    await start('/properties/p-1/units/u-1/price-and-availability');
    const translations = calls().find((call) => call.url.includes('/ui-translations'))!.url;
    const namespaces = new URL(translations, 'http://localhost').searchParams.get('ns')!.split(',');
    expect(namespaces).toEqual(
      expect.arrayContaining(['common', 'shell', 'units', 'tour', 'listingPricing']),
    );
    await vi.waitFor(() =>
      expect(calls().map((call) => call.url)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/api\/app\/property-unit\/u-1/)]),
      ),
    );
  });

  it('asks a unit page opening on its about section for the unit’s texts alone', async () => {
    putConfigInPage();
    storeToken(600);
    await start('/properties/p-1/units/u-1');
    const translations = calls().find((call) => call.url.includes('/ui-translations'))!.url;
    const namespaces = new URL(translations, 'http://localhost').searchParams.get('ns')!.split(',');
    expect(namespaces).toEqual(expect.arrayContaining(['units', 'tour']));
    expect(namespaces).not.toEqual(expect.arrayContaining(['listingPricing']));
    expect(namespaces).not.toEqual(expect.arrayContaining(['properties']));
  });

  it('makes no signed-in call with an expired token: the auth provider renews first', async () => {
    putConfigInPage();
    storeToken(2);
    await start('/home');
    expect(calls().filter((call) => call.url.startsWith('/api/app/'))).toEqual([]);
  });

  it('runs no loader of an open page (signing in or out is left to the router)', async () => {
    putConfigInPage();
    storeToken(600);
    await start('/logout');
    expect(calls().filter((call) => !call.url.startsWith('/api/public/'))).toEqual([]);
  });

  it('fetches the config file first when the page came without it (the dev server’s page)', async () => {
    storeToken(600);
    await start('/home');
    expect(calls().map((call) => call.url)).toEqual(['/config/localhost.json']);
  });
});
