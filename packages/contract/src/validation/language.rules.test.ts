import { describe, expect, it } from 'vitest';
import { canonicalLanguageCode, isKnownLanguageCode } from './language.rules';

describe('language codes', () => {
  it('knows the languages hosts speak, with or without a region', () => {
    for (const code of ['en', 'hr', 'de', 'pt-BR', 'de-CH', 'EN'])
      expect(isKnownLanguageCode(code), code).toBe(true);
  });

  it('refuses codes that name no language, and text that is no code', () => {
    for (const code of ['zz', 'xx', 'e', 'e1', 'English', 'en_GB', ''])
      expect(isKnownLanguageCode(code), code).toBe(false);
  });

  it('spells a code one way, so EN and en are the same language', () => {
    expect(canonicalLanguageCode('EN')).toBe('en');
    expect(canonicalLanguageCode('pt-br')).toBe('pt-BR');
    expect(canonicalLanguageCode('not a code')).toBe('not a code');
  });
});
