import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getUiTranslations,
  interpolate,
  lookupTranslation,
  mergeOverBase,
  SERVER_ONLY_NAMESPACES,
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

describe('mergeOverBase', () => {
  const base = { a: { b: 'B', c: 'C' }, d: 'D' };

  it('keeps the base where the override has nothing and takes the override’s text', () => {
    expect(mergeOverBase(base, { a: { b: 'b-ch' } })).toEqual({ a: { b: 'b-ch', c: 'C' }, d: 'D' });
  });

  it('ignores empty strings, keys the base lacks and values of the wrong kind', () => {
    expect(mergeOverBase(base, { a: 'flat', d: '', z: 'extra' })).toEqual(base);
  });
});

describe('getUiTranslations', () => {
  const webNamespaces = Object.keys(en)
    .filter((namespace) => !SERVER_ONLY_NAMESPACES.includes(namespace))
    .sort();

  it('serves American English for the default and unknown locales, without the server’s own texts', () => {
    for (const hl of [undefined, 'xx-YY']) {
      const answer = getUiTranslations(hl);
      expect(answer.locale).toBe('en-US');
      expect(Object.keys(answer.resources).sort()).toEqual(webNamespaces);
      expect(answer.resources.common).toEqual(en.common);
    }
    expect(webNamespaces).not.toContain('helpArticles');
    expect(Object.keys(getUiTranslations('fr', ['identity', 'common']).resources)).toEqual(['common']);
  });

  it('serves every namespace of the web app in every locale', () => {
    for (const hl of ['de_DE', 'de-CH', 'en-GB', 'es', 'fr_FR', 'hr', 'it', 'nl', 'pt_PT']) {
      expect(Object.keys(getUiTranslations(hl).resources).sort()).toEqual(webNamespaces);
    }
  });

  it('serves only the namespaces asked for, leaving out names it does not have', () => {
    const answer = getUiTranslations('fr', ['common', 'shell', 'nothing']);
    expect(answer.locale).toBe('fr');
    expect(Object.keys(answer.resources)).toEqual(['common', 'shell']);
  });

  it('merges a region over its language: Swiss German writes ss, British English centre', () => {
    expect(translate('de-CH', 'identity:login.submit')).toBe(translate('de', 'identity:login.submit'));
    const swiss = JSON.stringify(getUiTranslations('de-CH').resources);
    expect(swiss).not.toContain('ß');
    expect(translate('en-GB', 'shell:nav.helpCenter')).toBe('Help centre');
    expect(translate('en-US', 'shell:nav.helpCenter')).toBe('Help center');
  });

  it('translates identity pages in every language', () => {
    expect(translate('hr', 'identity:login.submit')).not.toBe(en.identity.login.submit);
    expect(translate('fr', 'identity:fields.password')).not.toBe(en.identity.fields.password);
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
