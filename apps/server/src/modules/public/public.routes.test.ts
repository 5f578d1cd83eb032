import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appSettingsSchema,
  cookieConsentSettingsSchema,
  hostConfigSchema,
  publicSettingsSchema,
  uiTranslationsSchema,
} from '@hostdeck/contract/public/public.schemas';
import { expectApiError } from '../../../test/expectations';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('public start-up calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MAINTENANCE_FROM: '2030-01-01T22:00:00Z',
      MAINTENANCE_TO: '2030-01-02T02:00:00Z',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /config/{hostname}.json names the identity server, PKCE and the web client', async () => {
    const response = await t.app.inject({ url: '/config/localhost.json' });
    expect(response.statusCode).toBe(200);
    const config = hostConfigSchema.parse(response.json());
    expect(config.hostname).toBe('localhost');
    expect(config.auth).toMatchObject({
      authority: 'http://hostdeck.test/auth',
      clientId: 'hostdeck-web',
      audience: 'http://hostdeck.test/api',
      usePkce: true,
      registerUrl: 'http://hostdeck.test/auth/register',
      accountPasswordUrl: 'http://hostdeck.test/auth/password',
    });
    expect(config.auth.scope.split(' ')).toEqual(expect.arrayContaining(['openid', 'offline_access']));
    expect(config.thirdParty).toEqual({
      tagManagerId: null,
      fraudDetectionKey: null,
      sessionRecordingKey: null,
      referralWidgetProductId: null,
      videoPlayer: false,
    });
  });

  it('answers the default config for an unknown hostname with dots, and 404s without .json', async () => {
    const response = await t.app.inject({ url: '/config/app.example.com.json' });
    expect(response.statusCode).toBe(200);
    expect(hostConfigSchema.parse(response.json()).hostname).toBe('app.example.com');
    expectApiError(await t.app.inject({ url: '/config/localhost' }), 404, 'common.notFound');
  });

  it('GET /api/public/app-settings answers currency, units and help centre per locale', async () => {
    const us = appSettingsSchema.parse(
      (await t.app.inject({ url: '/api/public/app-settings?hl=en-US' })).json(),
    );
    expect(us.defaultCurrency).toBe('EUR');
    expect(us.measurementUnits).toContain('imperial');
    const de = appSettingsSchema.parse(
      (await t.app.inject({ url: '/api/public/app-settings?hl=de' })).json(),
    );
    expect(de.measurementUnits).toEqual(['metric']);
  });

  it('GET /api/public/settings carries the configured maintenance window', async () => {
    const settings = publicSettingsSchema.parse((await t.app.inject({ url: '/api/public/settings' })).json());
    expect(settings.maintenance).toMatchObject({
      startsAt: '2030-01-01T22:00:00.000Z',
      endsAt: '2030-01-02T02:00:00.000Z',
    });
    expect(settings.mobileOverviewEnabled).toBe(true);
    expect(settings.supportedLocales).toContain('en-US');
  });

  it('GET /api/public/ui-translations falls back to en-US for an unsupported locale', async () => {
    const en = uiTranslationsSchema.parse(
      (await t.app.inject({ url: '/api/public/ui-translations?hl=xx-YY' })).json(),
    );
    expect(en.locale).toBe('en-US');
    expect(Object.keys(en.resources)).toEqual(expect.arrayContaining(['common', 'errors', 'cookies']));
    const de = uiTranslationsSchema.parse(
      (await t.app.inject({ url: '/api/public/ui-translations?hl=de' })).json(),
    );
    expect(de.locale).toBe('de');
    // Every locale is complete: the same namespaces as English.
    expect(Object.keys(de.resources).sort()).toEqual(Object.keys(en.resources).sort());
  });

  it('GET /api/public/ui-translations?ns= answers only the namespaces asked for', async () => {
    const answer = await t.app.inject({ url: '/api/public/ui-translations?hl=hr&ns=common,shell,nothing' });
    expect(answer.statusCode).toBe(200);
    const body = uiTranslationsSchema.parse(answer.json());
    expect(body.locale).toBe('hr');
    expect(Object.keys(body.resources)).toEqual(['common', 'shell']);
    const bad = await t.app.inject({ url: '/api/public/ui-translations?ns=common;drop' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'common.validation',
      errors: [expect.objectContaining({ field: 'ns' })],
    });
  });

  it('GET /api/public/cookie-consent-settings lists the fixed functional cookies, translated', async () => {
    const settings = cookieConsentSettingsSchema.parse(
      (await t.app.inject({ url: '/api/public/cookie-consent-settings?hl=en-US' })).json(),
    );
    const functional = settings.categories.find((category) => category.id === 'functional');
    expect(functional?.required).toBe(true);
    expect(functional?.cookies.map((cookie) => cookie.name)).toEqual([
      'hostdeck_consent',
      'hostdeck_guest_token',
      'hostdeck_language',
      'hostdeck_banner_counters',
    ]);
    expect(functional?.cookies.find((cookie) => cookie.name === 'hostdeck_guest_token')?.ttlSeconds).toBe(
      86_400,
    );
    // Translated, not keys.
    expect(functional?.title).not.toContain('categories.');
    expect(
      settings.categories.filter((category) => category.required).map((category) => category.id),
    ).toEqual(['functional']);
  });

  it('rejects an over-long hl with a field error', async () => {
    const body = expectApiError(
      await t.app.inject({ url: `/api/public/app-settings?hl=${'x'.repeat(40)}` }),
      400,
      'common.validation',
    );
    expect(body.errors.map((error) => error.field)).toEqual(['hl']);
  });

  it('needs no token', async () => {
    const response = await t.app.inject({
      url: '/api/public/settings',
      headers: { authorization: 'Bearer garbage' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('public settings without maintenance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers maintenance null when no window is configured', async () => {
    const settings = publicSettingsSchema.parse((await t.app.inject({ url: '/api/public/settings' })).json());
    expect(settings.maintenance).toBeNull();
  });
});
