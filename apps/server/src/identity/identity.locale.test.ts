import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, pickLocale } from './identity.locale';

describe('parseAcceptLanguage', () => {
  it('orders tags by weight, then by position, and drops q=0 and *', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-CH, en;q=0.8, *;q=0.1, it;q=0')).toEqual(['de-CH', 'en', 'fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('pickLocale', () => {
  it.each([
    ['de', undefined, 'de'],
    ['xx de-CH', undefined, 'de-CH'],
    [undefined, 'pt-BR,pt;q=0.9', 'pt'],
    [undefined, 'ja, en-GB;q=0.5', 'en-GB'],
    [undefined, 'ja, en;q=0.5, de;q=0.4', 'en-US'],
    ['it', 'de', 'it'],
    [undefined, undefined, 'en-US'],
    [undefined, 'ja', 'en-US'],
  ])('ui_locales %s, Accept-Language %s → %s', (uiLocales, acceptLanguage, expected) => {
    expect(pickLocale(uiLocales, acceptLanguage)).toBe(expected);
  });
});
