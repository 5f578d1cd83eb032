import { describe, expect, it } from 'vitest';
import { appLocales, serverLocales } from './locale.schemas';
import {
  appLocaleToServerLocale,
  resolveAppLocale,
  resolveServerLocale,
  serverLocaleToAppLocale,
} from './locale.rules';

describe('app ↔ server locale map (spec §3)', () => {
  it('maps every app locale to a server locale and back', () => {
    for (const locale of appLocales)
      expect(serverLocaleToAppLocale(appLocaleToServerLocale(locale))).toBe(locale);
    expect(appLocales.map(appLocaleToServerLocale).sort()).toEqual([...serverLocales].sort());
  });

  it.each([
    ['de-CH', 'de_CH'],
    ['de', 'de_DE'],
    ['en-US', 'en_US'],
    ['pt', 'pt_PT'],
  ] as const)('%s ↔ %s', (app, server) => {
    expect(appLocaleToServerLocale(app)).toBe(server);
    expect(serverLocaleToAppLocale(server)).toBe(app);
  });
});

describe('resolveAppLocale (spec §5 fallback to en-US)', () => {
  it.each([
    ['de-CH', 'de-CH'],
    ['de_CH', 'de-CH'],
    ['de_DE', 'de'],
    ['de-AT', 'de'],
    ['fr-BE', 'fr'],
    ['FR', 'fr'],
    ['en', 'en-US'],
    ['en_GB', 'en-GB'],
    ['en-gb', 'en-GB'],
    ['en-AU', 'en-US'],
    ['ja-JP', 'en-US'],
    ['', 'en-US'],
    [null, 'en-US'],
    ['not a locale', 'en-US'],
  ])('%j → %s', (input, expected) => {
    expect(resolveAppLocale(input)).toBe(expected);
  });

  it('gives server ids with the same fallback', () => {
    expect(resolveServerLocale('hr')).toBe('hr_HR');
    expect(resolveServerLocale('xx')).toBe('en_US');
    expect(resolveServerLocale(undefined)).toBe('en_US');
  });
});
