import { describe, expect, it } from 'vitest';
import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';
import { partialLocales } from './catalog';
import { en } from './en/index';

type Problem = string;

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '');

/** Every key of `other` must exist in `english` with the same kind (text vs. group) and no new placeholders. */
function compareWithEnglish(english: unknown, other: unknown, path: string): Problem[] {
  if (typeof other !== 'object' || other === null) return [`${path}: expected a group of keys`];
  const problems: Problem[] = [];
  const base = english as Record<string, unknown>;
  for (const [key, value] of Object.entries(other)) {
    const where = path ? `${path}.${key}` : key;
    const reference = base[key];
    if (reference === undefined) {
      problems.push(`${where}: key English lacks`);
    } else if (typeof reference === 'string') {
      if (typeof value !== 'string') problems.push(`${where}: English has text, this has ${typeof value}`);
      else {
        const unknown = placeholders(value).filter((name) => !placeholders(reference).includes(name));
        if (unknown.length > 0) problems.push(`${where}: placeholders English lacks: ${unknown.join(', ')}`);
      }
    } else if (typeof value !== 'object' || value === null) {
      problems.push(`${where}: English has a group, this has ${typeof value}`);
    } else {
      problems.push(...compareWithEnglish(reference, value, where));
    }
  }
  return problems;
}

/** English is complete: every leaf is a non-empty string. */
function emptyEnglishLeaves(tree: TranslationTree | string, path: string): Problem[] {
  if (typeof tree === 'string') return tree.trim() === '' ? [`${path}: empty text`] : [];
  if (typeof tree !== 'object' || tree === null) return [`${path}: not text`];
  const entries = Object.entries(tree);
  if (entries.length === 0) return [`${path}: empty group`];
  return entries.flatMap(([key, value]) => emptyEnglishLeaves(value, path ? `${path}.${key}` : key));
}

describe('English translations', () => {
  it('has a non-empty string at every leaf', () => {
    expect(emptyEnglishLeaves(en as unknown as TranslationTree, '')).toEqual([]);
  });
});

describe.each(Object.entries(partialLocales))('locale %s', (_locale, resources) => {
  it('has no key English lacks and no value of another type', () => {
    expect(compareWithEnglish(en, resources, '')).toEqual([]);
  });
});

describe('the comparison itself', () => {
  const english = { a: { b: 'Hello {{name}}', c: 'x' }, d: 'y' };

  it('accepts a partial locale', () => {
    expect(compareWithEnglish(english, { a: { b: 'Hallo {{name}}' } }, '')).toEqual([]);
  });

  it('reports extra keys, changed types and unknown placeholders', () => {
    expect(
      compareWithEnglish(english, { a: { b: 'Hallo {{user}}', z: 'extra' }, d: { deep: 'x' } }, ''),
    ).toEqual([
      'a.b: placeholders English lacks: user',
      'a.z: key English lacks',
      'd: English has text, this has object',
    ]);
    expect(compareWithEnglish(english, { a: 'flat' }, '')).toEqual([
      'a: English has a group, this has string',
    ]);
  });

  it('reports empty English leaves', () => {
    expect(emptyEnglishLeaves({ a: { b: '' }, c: {} }, '')).toEqual(['a.b: empty text', 'c: empty group']);
  });
});
