import { afterEach, describe, expect, it } from 'vitest';
import { makeHostConfig } from '@/shared/ui/testing/fixtures';
import { putDataBlock } from '@/shared/ui/testing/page-data-block';
import { readInlineHostConfig, readInlineStartupSettings } from './inline-page-data';
import { HOST_CONFIG_ELEMENT_ID, STARTUP_SETTINGS_ELEMENT_ID } from '@hostdeck/contract/constants';

describe('the host config the page came with', () => {
  afterEach(() => document.getElementById(HOST_CONFIG_ELEMENT_ID)?.remove());

  const page = (text: string) => putDataBlock(HOST_CONFIG_ELEMENT_ID, text);

  it('is read when it was written for this hostname', () => {
    page(JSON.stringify(makeHostConfig()));
    expect(readInlineHostConfig('localhost')?.auth.clientId).toBe(makeHostConfig().auth.clientId);
  });

  it('is ignored for another hostname, when it does not parse, or when it is missing', () => {
    expect(readInlineHostConfig('localhost')).toBeNull();
    page(JSON.stringify(makeHostConfig()));
    expect(readInlineHostConfig('rentals.example')).toBeNull();
    document.getElementById(HOST_CONFIG_ELEMENT_ID)?.remove();
    page('{"hostname":"localhost",');
    expect(readInlineHostConfig('localhost')).toBeNull();
  });
});

describe('the start-up settings the page came with', () => {
  afterEach(() => document.getElementById(STARTUP_SETTINGS_ELEMENT_ID)?.remove());

  const settings = {
    locale: 'de',
    appSettings: { defaultCurrency: 'EUR' },
    publicSettings: { maintenance: null, mobileOverviewEnabled: true, supportedLocales: ['de', 'en-US'] },
    cookieConsentSettings: { locale: 'de', categories: [] },
    translations: { locale: 'de', resources: { common: { save: 'Speichern' } } },
  };

  const page = (text: string) => putDataBlock(STARTUP_SETTINGS_ELEMENT_ID, text);

  it('are read when the page has them', () => {
    page(JSON.stringify(settings));
    expect(readInlineStartupSettings()).toEqual(settings);
  });

  it('are ignored when missing, when they do not parse or when a part is missing', () => {
    expect(readInlineStartupSettings()).toBeNull();
    page('{"locale":"de",');
    expect(readInlineStartupSettings()).toBeNull();
    const parts = [
      'locale',
      'appSettings',
      'publicSettings',
      'cookieConsentSettings',
      'translations',
    ] as const;
    for (const part of parts) {
      document.getElementById(STARTUP_SETTINGS_ELEMENT_ID)?.remove();
      const { [part]: _left, ...rest } = settings;
      page(JSON.stringify(rest));
      expect(readInlineStartupSettings()).toBeNull();
    }
  });

  it('are ignored when the translations are in another language than the rest', () => {
    page(JSON.stringify({ ...settings, translations: { ...settings.translations, locale: 'en-US' } }));
    expect(readInlineStartupSettings()).toBeNull();
  });
});
