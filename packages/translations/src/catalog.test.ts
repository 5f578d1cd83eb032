import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getUiTranslations,
  interpolate,
  lookupTranslation,
  mergeOverEnglish,
  translate,
  translateUnchecked,
} from './catalog';
import { en } from './en/index';
import { resolveAppLocale } from './resolve-locale';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('resolveAppLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['en-US', 'en-US'],
    ['en_GB', 'en-GB'],
    ['de', 'de'],
    ['DE-ch', 'de-CH'],
    ['de_DE', 'de'],
    ['fr_FR', 'fr'],
    ['en', 'en-US'],
    ['xx', 'en-US'],
    ['ja-JP', 'en-US'],
  ])('%s → %s', (requested, expected) => {
    expect(resolveAppLocale(requested)).toBe(expected);
  });
});

describe('mergeOverEnglish', () => {
  const english = { a: { b: 'B', c: 'C' }, d: 'D' };

  it('fills gaps with English and keeps translated leaves', () => {
    expect(mergeOverEnglish(english, { a: { b: 'b-de' } })).toEqual({ a: { b: 'b-de', c: 'C' }, d: 'D' });
  });

  it('ignores empty strings, keys English lacks and values of the wrong kind', () => {
    expect(mergeOverEnglish(english, { a: 'flat', d: '', z: 'extra' })).toEqual(english);
  });
});

describe('getUiTranslations', () => {
  it('serves complete English for the default and unknown locales', () => {
    expect(getUiTranslations()).toEqual({ locale: 'en-US', resources: en });
    expect(getUiTranslations('xx-YY')).toEqual({ locale: 'en-US', resources: en });
  });

  it('serves every English namespace for a partial locale', () => {
    const german = getUiTranslations('de_DE');
    expect(german.locale).toBe('de');
    expect(Object.keys(german.resources).sort()).toEqual(Object.keys(en).sort());
  });

  it('lets a region variant inherit its language', () => {
    expect(getUiTranslations('de-CH').resources).toEqual(getUiTranslations('de').resources);
  });

  it('uses the German text where German has one and English where it has none', () => {
    const german = getUiTranslations('de').resources.identity as typeof en.identity;
    expect(german.login.submit).toBe('Anmelden');
    expect(german.register.submit).toBe(en.identity.register.submit);
    expect(translate('de-CH', 'identity:fields.password')).toBe('Passwort');
    expect(translate('de', 'identity:password.title')).toBe(en.identity.password.title);
    expect(translate('fr', 'identity:login.submit')).toBe(en.identity.login.submit);
  });
});

describe('translate', () => {
  it('looks up a namespaced key', () => {
    expect(translate('en-US', 'common:productTitle')).toBe(en.common.productTitle);
  });

  it('interpolates {{vars}} and leaves unknown ones visible', () => {
    expect(interpolate('Hi {{ name }}, {{count}} new {{other}}', { name: 'Anna', count: 3 })).toBe(
      'Hi Anna, 3 new {{other}}',
    );
  });

  it('logs and returns the key when it is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(translateUnchecked('de', 'common:nope.deeper')).toBe('common:nope.deeper');
    expect(translateUnchecked('de', 'no-namespace')).toBe('no-namespace');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(lookupTranslation('de', 'common:nope')).toBeUndefined();
  });
});
