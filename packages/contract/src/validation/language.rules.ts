// Languages a host speaks, as language codes ("de", "hr", "pt-BR"). Which codes name a language comes
// from the runtime's CLDR data (Intl.DisplayNames), so "zz" or "xx" is refused and nobody keeps a list.

const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z]{2})?$/;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The canonical spelling of a language code ("EN" → "en", "pt-br" → "pt-BR"); other text unchanged. */
export function canonicalLanguageCode(code: string): string {
  if (!LANGUAGE_TAG.test(code)) return code;
  try {
    return Intl.getCanonicalLocales(code)[0] ?? code;
  } catch {
    return code;
  }
}

export function isKnownLanguageCode(code: string): boolean {
  if (!LANGUAGE_TAG.test(code)) return false;
  try {
    return languageNames.of(code) !== undefined;
  } catch {
    return false;
  }
}

export const unknownLanguageIssue = {
  params: { rule: 'unknownLanguage' },
  message: 'Expected a language code such as "en" or "pt-BR".',
} as const;
