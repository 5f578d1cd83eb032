import fc from 'fast-check';
import {
  arrayFacts,
  enumValuesOf,
  isStrictObject,
  numberFacts,
  REMOVE,
  stringFacts,
  typeOf,
  unwrap,
  type Site,
} from './schema-arbitraries';

/** One change to a payload: the value at `path` replaced (or removed), and what kind of change. */
export interface Mutation {
  path: readonly (string | number)[];
  kind: string;
  value: unknown;
}

/** Text the one string rule refuses wherever it appears: control characters and half surrogate pairs. */
export const REFUSED_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u001F',
  '\u007F',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
];

/** Text that is odd but allowed: direction marks, zero-width and combining characters, emoji, other scripts. */
export const ODD_TEXT = [
  '\u200F',
  '\u202E',
  '\u200B',
  '\uFEFF',
  '\u00A0',
  '\u0085',
  '\u2028',
  '🏖️',
  '👨‍👩‍👧‍👦',
  '🇭🇷',
  'e\u0301',
  'Z\u0337\u0322\u031B\u032Aa\u0334l\u0336g\u0335o\u0338',
  '１２３',
  '٣',
  '𝔘𝔫𝔦',
  'ﷺ',
  'مرحبا',
  '家',
];

/** JSON text a serializer cannot produce from a JS number: the fuzz test splices it in raw. */
export const RAW_NUMBERS = ['1e400', '-1e400', '1e-400', '123456789012345678901234567890', '-0', '0.1e1'];
export const rawMarker = (raw: string) => `@@raw@@${raw}@@`;

const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, 'text', '', [], [1], {}, { a: 1 }];
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'hostId',
  'userId',
  'role',
  'isAdmin',
  'zz_unknown',
  '',
  ' ',
  'a.b',
  'k\u0000',
  '\uD800',
  'k'.repeat(5000),
];
const NAN_LIKE = ['NaN', 'Infinity', '-Infinity', '1e309', '0x10', '1_000', ' 5', '5 ', '', '٣', '5', '1,5'];

const insertAt = (text: string, insert: string, at: number) => {
  const index = text.length === 0 ? 0 : at % (text.length + 1);
  return text.slice(0, index) + insert + text.slice(index);
};

const constants = (kind: string, values: readonly unknown[]) =>
  fc.constantFrom(...values).map((value) => ({ kind, value }));

function stringMutations(site: Site, current: unknown): fc.Arbitrary<{ kind: string; value: unknown }>[] {
  const facts = stringFacts(unwrap(site.schema).inner);
  const text = typeof current === 'string' ? current : 'abc';
  const lengths = [
    ...(facts.max !== undefined
      ? ['a'.repeat(facts.max + 1), '🏖'.repeat(Math.ceil((facts.max + 1) / 2))]
      : []),
    ...(facts.min > 0 ? ['a'.repeat(facts.min - 1), ' '.repeat(facts.min + 1)] : []),
    '',
    '   ',
    ` ${text} `,
    'x'.repeat(300_000),
  ];
  return [
    constants('stringLength', lengths),
    fc
      .tuple(fc.constantFrom(...REFUSED_CHARACTERS), fc.nat())
      .map(([character, at]) => ({ kind: 'refusedCharacter', value: insertAt(text, character, at) })),
    fc
      .tuple(fc.constantFrom(...ODD_TEXT), fc.nat(), fc.boolean())
      .map(([odd, at, alone]) => ({ kind: 'oddText', value: alone ? odd : insertAt(text, odd, at) })),
    fc.string({ unit: 'binary', maxLength: 40 }).map((value) => ({ kind: 'anyText', value })),
  ];
}

function numberMutations(site: Site): fc.Arbitrary<{ kind: string; value: unknown }>[] {
  const { min, max, integer } = numberFacts(unwrap(site.schema).inner);
  const edges = [
    ...(min !== undefined ? [min - 1, min - 0.5, min - Number.EPSILON * Math.max(1, Math.abs(min))] : []),
    ...(max !== undefined ? [max + 1, max + 0.5] : []),
    ...(integer ? [(min ?? 0) + 0.5, 0.1] : []),
    -1,
    -0,
    1e308,
    -1e308,
    2 ** 53 + 2,
    2 ** 63,
    5e-324,
  ];
  return [
    constants('numberEdge', edges),
    constants('nanLike', NAN_LIKE),
    constants('rawNumber', RAW_NUMBERS.map(rawMarker)),
  ];
}

function arrayMutations(site: Site, current: unknown): fc.Arbitrary<{ kind: string; value: unknown }>[] {
  const { min, max } = arrayFacts(unwrap(site.schema).inner);
  const items = Array.isArray(current) ? current : [];
  const item: unknown = items[0] ?? null;
  return [
    constants('arrayLength', [
      ...(max !== undefined ? [Array.from({ length: max + 1 }, () => item)] : []),
      ...(min > 0 ? [items.slice(0, min - 1)] : []),
      Array.from({ length: 20_000 }, () => item),
      [],
    ]),
    constants('arrayItems', [[null], [[]], ['x', 1, true], [...items, ...items]]),
  ];
}

function objectMutations(site: Site, current: unknown): fc.Arbitrary<{ kind: string; value: unknown }>[] {
  const base = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
  return [
    fc
      .tuple(fc.constantFrom(...EXTRA_KEYS), fc.constantFrom<unknown>(1, 'x', null, {}, []))
      .map(([key, value]) => {
        const copy: Record<string, unknown> = { ...base };
        Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
        return {
          kind: isStrictObject(unwrap(site.schema).inner) ? 'unknownKeyStrict' : 'unknownKey',
          value: copy,
        };
      }),
    constants('emptyObject', [{}]),
  ];
}

/** Bad values for one site, chosen by what its schema expects; a present object key may also go missing. */
export function mutationsAt(site: Site, current: unknown): fc.Arbitrary<Mutation> {
  const { inner, optional } = unwrap(site.schema);
  const type = typeOf(inner);
  const choices: fc.Arbitrary<{ kind: string; value: unknown }>[] = [constants('wrongType', WRONG_TYPES)];
  if (site.present && site.inObject && !optional)
    choices.push(fc.constant({ kind: 'missing', value: REMOVE }));
  if (type === 'string') choices.push(...stringMutations(site, current));
  if (type === 'number') choices.push(...numberMutations(site));
  if (type === 'enum' || type === 'literal') {
    const values = enumValuesOf(inner).filter((value): value is string => typeof value === 'string');
    const sample = values[0] ?? 'x';
    choices.push(
      constants('notInEnum', [
        'NOT_A_VALUE',
        sample.toLowerCase(),
        sample.toUpperCase(),
        `${sample} `,
        `${sample}\u200B`,
      ]),
    );
  }
  if (type === 'boolean') choices.push(constants('boolLike', ['true', 'false', 1, 0, 'yes']));
  if (type === 'array') choices.push(...arrayMutations(site, current));
  if (type === 'object') choices.push(...objectMutations(site, current));
  return fc.oneof(...choices).map(({ kind, value }) => ({ path: site.path, kind, value }));
}
