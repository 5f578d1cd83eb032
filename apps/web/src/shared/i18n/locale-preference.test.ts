import { afterEach, describe, expect, it } from 'vitest';
import { initialLocale, localeFromAcceptedLanguages, rememberLocale } from './locale-preference';

describe('the language a first visit starts in, from the browser’s accepted languages', () => {
  it.each([
    [['fr-FR', 'en-US'], 'fr'],
    [['fr-CA'], 'fr'],
    [['de-CH', 'de'], 'de-CH'],
    [['de-AT'], 'de'],
    [['en-GB', 'de'], 'en-GB'],
    [['hr'], 'hr'],
    [['pt-BR'], 'pt'],
    // A language we do not offer is passed over for the next one the browser accepts.
    [['sv-SE', 'nl-BE', 'en'], 'nl'],
    // English counts as a choice, even where it resolves to the default.
    [['en-AU', 'de'], 'en-US'],
    // Nothing we offer, or nothing at all: American English.
    [['sv-SE', 'ja'], 'en-US'],
    [[], 'en-US'],
  ])('%j starts in %s', (languages, expected) => {
    expect(localeFromAcceptedLanguages(languages)).toBe(expected);
  });
});

describe('the language the app starts in', () => {
  afterEach(() => window.localStorage.clear());

  it('is the one this device remembered from the account, before the browser’s', () => {
    rememberLocale('hr');
    expect(initialLocale()).toBe('hr');
  });

  it('is the browser’s first accepted language we offer when nothing is remembered', () => {
    expect(initialLocale()).toBe(localeFromAcceptedLanguages(navigator.languages));
  });
});
