import { appLocales } from '@hostdeck/contract/i18n/locales';
import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';
import { getUiTranslations } from '@hostdeck/translations/catalog';
import { createInstance, type i18n as I18next } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';

// Our translator against i18next (a devDependency for this test only), over every key of every
// catalog the server sends in every locale. i18next gets the options the app ran it with until
// decision 0057; a catalog text that uses something our translator does not do (nesting, formats,
// contexts) gives a different text here and fails.

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 11, 21, 101];
const PLACEHOLDERS = /\{\{\s*(.+?)\s*\}\}/g;

async function realI18next(locale: string, resources: Record<string, TranslationTree>, missing: string[]) {
  const instance = createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    load: 'currentOnly',
    resources: { [locale]: resources },
    partialBundledLanguages: true,
    ns: Object.keys(resources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => missing.push(`${namespace}:${key}`),
  });
  return instance;
}

function leaves(tree: TranslationTree, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'string' ? [[`${prefix}${name}`, value]] : leaves(value, `${prefix}${name}.`),
  );
}

/** Values for every placeholder of a text: plain words, numbers, and a value that looks like a placeholder. */
function valueSets(text: string): Record<string, unknown>[] {
  const names = [...new Set([...text.matchAll(PLACEHOLDERS)].map((match) => match[1] ?? ''))];
  const words = Object.fromEntries(names.map((name) => [name, `‹${name}›`]));
  const numbers = Object.fromEntries(names.map((name, index) => [name, index + 3]));
  const tricky = Object.fromEntries(names.map((name) => [name, `{{${name}}}`]));
  // The first placeholder left out, the second passed as undefined.
  const gaps = Object.fromEntries(names.slice(1).map((name, index) => [name, index === 0 ? undefined : 'x']));
  return [{}, words, numbers, tricky, gaps];
}

describe('our translator against i18next, every key of every locale', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(appLocales)('%s', async (locale) => {
    const { resources } = getUiTranslations(locale);
    const ours = createI18n(locale, resources);
    const theirMissing: string[] = [];
    const theirs: I18next = await realI18next(locale, resources, theirMissing);
    const differences: string[] = [];
    const compare = (label: string, mine: string, real: string) => {
      if (mine !== real)
        differences.push(`${label}: ours ${JSON.stringify(mine)}, i18next ${JSON.stringify(real)}`);
    };
    let compared = 0;

    for (const [namespace, tree] of Object.entries(resources)) {
      const ourT = ours.getFixedT(locale, namespace);
      const theirT = theirs.getFixedT(locale, namespace);
      const pluralBases = new Set<string>();
      for (const [key, text] of leaves(tree)) {
        const match = PLURAL_SUFFIX.exec(key);
        if (match) pluralBases.add(key.slice(0, match.index));
        for (const values of valueSets(text)) {
          compare(
            `${namespace}:${key} ${JSON.stringify(values)}`,
            ourT(key, { ...values }),
            theirT(key, { ...values }),
          );
          compared += 1;
        }
        compare(`t(${namespace}:${key})`, ours.t(`${namespace}:${key}`), theirs.t(`${namespace}:${key}`));
        if (ours.exists(`${namespace}:${key}`) !== theirs.exists(`${namespace}:${key}`))
          differences.push(`exists ${key}`);
      }
      for (const base of pluralBases) {
        const other = leaves(tree).find(([key]) => key === `${base}_other`)?.[1] ?? '';
        for (const count of COUNTS) {
          for (const values of valueSets(other)) {
            const options = { ...values, count };
            compare(
              `${namespace}:${base} ${JSON.stringify(options)}`,
              ourT(base, { ...options }),
              theirT(base, { ...options }),
            );
            compared += 1;
          }
        }
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
    // Every key was compared: a catalog that failed to load would compare nothing and pass.
    expect(compared).toBeGreaterThan(5000);
    expect(theirMissing).toEqual([]);
  });

  it.each(appLocales)('%s: missing keys, default values and groups', async (locale) => {
    const { resources } = getUiTranslations(locale);
    const ours = createI18n(locale, resources);
    const theirs = await realI18next(locale, resources, []);
    const cases: [string, Record<string, unknown>?][] = [
      ['nope.missing'],
      ['common:nope.missing'],
      ['units:nope.missing', { count: 2 }],
      ['units:nope.missing', { count: 0 }],
      ['units:nope.missing {{name}}', { name: 'Ana' }],
      ['units:nope.missing', { defaultValue: 'Fallback {{name}}', name: 'Ana' }],
      ['units:nope.missing', { defaultValue: '' }],
      ['units:validation.required', { defaultValue: 'not used' }],
      ['nowhere:at.all'],
      ['constructor'],
      ['common:states.loading.nothing'],
    ];
    for (const [key, options] of cases) {
      expect(ours.t(key, options && { ...options }), key).toBe(theirs.t(key, options && { ...options }));
      expect(ours.exists(key), key).toBe(theirs.exists(key));
    }
    for (const group of ['common:states', 'units:validation', 'common']) {
      expect(ours.exists(group), group).toBe(theirs.exists(group));
    }
  });
});
