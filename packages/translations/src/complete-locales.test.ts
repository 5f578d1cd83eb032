import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';
import { completenessProblems, overrideProblems, pluralShapeOf, textsOf } from './completeness';
import { en } from './en/index';

// Every locale folder is checked, found by its index file: a complete language exports
// `resources`, a region variant `overrides` over its language.
interface LocaleModule {
  resources?: unknown;
  overrides?: unknown;
}
const here = path.dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(here, entry.name, 'index.ts')))
  .map((entry) => entry.name);
// A folder whose files do not load fails its own test, not the others'.
const loaded = await Promise.all(
  folders.map(async (name) => {
    try {
      return [name, (await import(`./${name}/index.ts`)) as LocaleModule] as const;
    } catch (error) {
      return [name, { loadError: String(error) }] as const;
    }
  }),
);
const byFolder = new Map<string, LocaleModule & { loadError?: string }>(loaded);

describe.each([...byFolder].filter(([, module]) => module.loadError))('locale folder %s', (_name, module) => {
  it('loads', () => {
    expect(module.loadError).toBeUndefined();
  });
});
const english = en as unknown as TranslationTree;

const complete = [...byFolder].filter(([name, module]) => name !== 'en' && module.resources);
const regions = [...byFolder].filter(([, module]) => module.overrides);

describe.each(complete)('complete locale %s', (locale, module) => {
  it('translates every English key, with the same variables and its own plural forms', () => {
    expect(completenessProblems(english, module.resources, pluralShapeOf(locale))).toEqual([]);
  });
});

describe.each(regions)('region variant %s', (region, module) => {
  const language = region.split('-')[0] ?? region;
  const base = (language === 'en' ? english : byFolder.get(language)?.resources) as TranslationTree;

  it('overrides only keys its language has, with the same variables', () => {
    expect(base).toBeDefined();
    expect(overrideProblems(base, module.overrides)).toEqual([]);
  });

  if (region === 'de-CH') {
    it('writes ss, never ß, in what it serves', () => {
      const overridden = new Map(textsOf(module.overrides as TranslationTree));
      const served = textsOf(base).map(([path, text]) => [path, overridden.get(path) ?? text]);
      expect(served.filter(([, text]) => text?.includes('ß'))).toEqual([]);
    });
  }
});

describe('English, the source', () => {
  it('has a non-empty text at every leaf', () => {
    const empty = textsOf(english).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('is spelt the American way (British spellings live in en-GB)', () => {
    const british = /\b(centre|neighbour|metres?\b|travell|favourite|colour|organis|licence)/i;
    expect(textsOf(english).filter(([, text]) => british.test(text))).toEqual([]);
  });
});

describe('the completeness rule itself', () => {
  const source = { a: { b: 'Hi {{name}}', n_one: '{{count}} night', n_other: '{{count}} nights' } };

  it('accepts a translation with the language’s plural forms', () => {
    const hr = {
      a: { b: 'Bok {{name}}', n_one: '{{count}} noć', n_few: '{{count}} noći', n_other: '{{count}} noći' },
    };
    expect(completenessProblems(source, hr, pluralShapeOf('hr'))).toEqual([]);
  });

  it('reports missing, empty, extra keys, changed variables and missing plural forms', () => {
    const broken = { a: { b: 'Bok {{user}}', n_one: '', x: 'extra' } };
    expect(completenessProblems(source, broken, pluralShapeOf('hr'))).toEqual([
      'a.b: variables user instead of name',
      'a.n_few: missing',
      'a.n_one: empty',
      'a.n_other: missing',
      'a.x: key English lacks',
    ]);
  });

  it('keeps English’s _zero form, and lets _one drop the number only where one means 1', () => {
    const english = { n_zero: 'No nights', n_one: 'One night', n_other: '{{count}} nights' };
    const french = {
      n_zero: 'Aucune nuit',
      n_one: 'Une nuit',
      n_many: '{{count}} de nuits',
      n_other: '{{count}} nuits',
    };
    expect(completenessProblems(english, french, pluralShapeOf('fr'))).toEqual([]);
    const croatian = {
      n_zero: 'Nema noćenja',
      n_one: 'Jedna noć',
      n_few: '{{count}} noći',
      n_other: '{{count}} noći',
    };
    expect(completenessProblems(english, croatian, pluralShapeOf('hr'))).toEqual([
      'n_one: variables none instead of count',
    ]);
    expect(
      completenessProblems(english, { n_one: 'x {{count}}', n_other: '{{count}}' }, pluralShapeOf('de')),
    ).toEqual(['n_zero: missing']);
  });

  it('reports overrides of keys the base lacks', () => {
    expect(overrideProblems(source, { a: { z: 'x', b: 'Hallo {{name}}' } })).toEqual([
      'a.z: key the base lacks',
    ]);
  });
});
