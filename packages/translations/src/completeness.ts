import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';

// What makes a locale complete: every English text has a non-empty translation with the same
// {{variables}}, plural keys carry exactly the forms the language's plural rules use (English
// `_one`/`_other`; Croatian adds `_few`; French, Spanish, Italian and Portuguese `_many`), and there
// is no key English lacks. Region variants (de-CH, en-GB) are checked as overrides: no key or
// variable their base lacks, nothing empty.

type Problem = string;
type Tree = TranslationTree | string;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function pluralBases(group: Record<string, Tree>): Map<string, string> {
  // base → the English text of its `_other` form, the one a language's extra forms resemble
  const bases = new Map<string, string>();
  for (const [key, value] of Object.entries(group)) {
    if (key.endsWith('_other') && typeof value === 'string') bases.set(key.slice(0, -'_other'.length), value);
  }
  return bases;
}

/** How a language's plural rules shape its keys: its categories, and whether `one` means 1 only. */
export interface PluralShape {
  categories: readonly string[];
  /** False where `one` also covers 21, 31… (Croatian): there the number must be written. */
  oneIsOnlyOne: boolean;
}

export function pluralShapeOf(locale: string): PluralShape {
  const rules = new Intl.PluralRules(locale);
  return {
    categories: rules.resolvedOptions().pluralCategories,
    oneIsOnlyOne: rules.select(21) !== 'one',
  };
}

/**
 * Problems of a complete locale's tree against English at `path`. A plural key needs the forms of
 * the language, plus `_zero` where English has one (i18next uses it for 0 in every language); each
 * form has English `_other`'s variables, except that `_one` and `_zero` may leave out the number as
 * English does, where the form can only mean that number.
 */
export function completenessProblems(
  english: Tree,
  other: unknown,
  shape: PluralShape,
  path = '',
): Problem[] {
  if (typeof english === 'string') return [`${path}: English has text here`];
  if (typeof other !== 'object' || other === null) return [`${path || '(root)'}: missing group`];
  const problems: Problem[] = [];
  const translated = other as Record<string, unknown>;
  const bases = pluralBases(english);
  // key → English reference, and the variable sets its translation may have
  const expected = new Map<string, { reference: string | TranslationTree; variables: string[][] }>();
  for (const [key, value] of Object.entries(english)) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : undefined;
    if (base !== undefined && bases.has(base)) continue;
    expected.set(key, {
      reference: value,
      variables: typeof value === 'string' ? [placeholdersOf(value)] : [],
    });
  }
  for (const [base, otherText] of bases) {
    const full = placeholdersOf(otherText);
    const englishForm = (category: string) => {
      const text = english[`${base}_${category}`];
      return typeof text === 'string' ? placeholdersOf(text) : full;
    };
    for (const category of shape.categories) {
      const variables = category === 'one' && shape.oneIsOnlyOne ? [full, englishForm('one')] : [full];
      expected.set(`${base}_${category}`, { reference: otherText, variables });
    }
    if (typeof english[`${base}_zero`] === 'string') {
      expected.set(`${base}_zero`, { reference: otherText, variables: [full, englishForm('zero')] });
    }
  }
  for (const [key, { reference, variables }] of expected) {
    const where = path ? `${path}.${key}` : key;
    const value = translated[key];
    if (typeof reference === 'string') {
      if (typeof value !== 'string') problems.push(`${where}: missing`);
      else if (value.trim() === '') problems.push(`${where}: empty`);
      else if (!variables.some((allowed) => sameList(placeholdersOf(value), allowed))) {
        problems.push(
          `${where}: variables ${placeholdersOf(value).join(', ') || 'none'} instead of ${variables[0]?.join(', ') || 'none'}`,
        );
      }
    } else {
      problems.push(...completenessProblems(reference, value, shape, where));
    }
  }
  for (const key of Object.keys(translated)) {
    if (!expected.has(key)) problems.push(`${path ? `${path}.${key}` : key}: key English lacks`);
  }
  return problems;
}

/** Problems of a region's overrides (de-CH over de, en-GB over en-US) against the resolved base. */
export function overrideProblems(base: Tree, overrides: unknown, path = ''): Problem[] {
  if (typeof overrides !== 'object' || overrides === null) return [`${path || '(root)'}: expected a group`];
  if (typeof base === 'string') return [`${path}: the base has text here`];
  const problems: Problem[] = [];
  for (const [key, value] of Object.entries(overrides)) {
    const where = path ? `${path}.${key}` : key;
    const reference = base[key];
    if (reference === undefined) problems.push(`${where}: key the base lacks`);
    else if (typeof reference === 'string') {
      if (typeof value !== 'string' || value.trim() === '') problems.push(`${where}: expected text`);
      else if (!sameList(placeholdersOf(value), placeholdersOf(reference))) {
        problems.push(`${where}: variables differ from the base`);
      }
    } else problems.push(...overrideProblems(reference, value, where));
  }
  return problems;
}

/** Every text of a tree, with its path, for scans (no ß in Swiss German, say). */
export function textsOf(tree: Tree, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  return Object.entries(tree).flatMap(([key, value]) => textsOf(value, path ? `${path}.${key}` : key));
}
