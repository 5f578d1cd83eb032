import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check values read from a contract's zod schemas (zod 4 definitions: object shapes, string
 * and number checks, enums, arrays, optional and nullable wrappers). `validValueOf` aims at what the
 * schema accepts; refinements it cannot read (cross-field rules, country formats) may still refuse
 * the value, which the fuzz test tolerates: it only claims more of a refusal when the base parsed.
 */

type Schema = z.ZodType;
type Path = readonly (string | number)[];

interface Def {
  type: string;
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  [key: string]: unknown;
}

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: Schema): CheckDef[] =>
  ((defOf(schema).checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((check) => check._zod.def);

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional/nullable/default wrappers and on the input side of a pipe. */
export function unwrap(schema: Schema): { inner: Schema; optional: boolean; nullable: boolean } {
  let inner = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    const def = defOf(inner);
    if (WRAPPERS.has(def.type)) {
      if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') optional = true;
      if (def.type === 'nullable') nullable = true;
      inner = def.innerType as Schema;
    } else if (def.type === 'pipe') {
      // A transform first (a preprocess) says nothing of the input; the schema after it does.
      inner = (typeOf(def.in as Schema) === 'transform' ? def.out : def.in) as Schema;
    } else if (def.type === 'lazy') {
      inner = (def.getter as () => Schema)();
    } else {
      return { inner, optional, nullable };
    }
  }
}

export interface StringFacts {
  min: number;
  max: number | undefined;
  format: string | undefined;
  pattern: RegExp | undefined;
}

export function stringFacts(schema: Schema): StringFacts {
  const def = defOf(schema);
  const facts: StringFacts = {
    min: 0,
    max: undefined,
    format: def.format as string | undefined,
    pattern: def.pattern as RegExp | undefined,
  };
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') facts.min = Math.max(facts.min, check.minimum as number);
    if (check.check === 'max_length') facts.max = Math.min(facts.max ?? Infinity, check.maximum as number);
    if (check.check === 'length_equals') facts.min = facts.max = check.length as number;
    if (check.check === 'string_format') {
      facts.format ??= check.format as string;
      facts.pattern ??= check.pattern as RegExp | undefined;
    }
  }
  return facts;
}

export interface NumberFacts {
  min: number | undefined;
  minExcluded: boolean;
  max: number | undefined;
  maxExcluded: boolean;
  integer: boolean;
}

export function numberFacts(schema: Schema): NumberFacts {
  const def = defOf(schema);
  const facts: NumberFacts = {
    min: undefined,
    minExcluded: false,
    max: undefined,
    maxExcluded: false,
    integer: typeof def.format === 'string' && /int/.test(def.format),
  };
  for (const check of checksOf(schema)) {
    if (check.check === 'greater_than') {
      facts.min = check.value as number;
      facts.minExcluded = !check.inclusive;
    }
    if (check.check === 'less_than') {
      facts.max = check.value as number;
      facts.maxExcluded = !check.inclusive;
    }
    if (check.check === 'number_format' && /int/.test(String(check.format))) facts.integer = true;
  }
  return facts;
}

export function arrayFacts(schema: Schema): { min: number; max: number | undefined } {
  let min = 0;
  let max: number | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') min = check.minimum as number;
    if (check.check === 'max_length') max = check.maximum as number;
    if (check.check === 'length_equals') min = max = check.length as number;
  }
  return { min, max };
}

export const enumValuesOf = (schema: Schema): unknown[] => {
  const def = defOf(schema);
  if (def.type === 'enum') return Object.values(def.entries as Record<string, unknown>);
  if (def.type === 'literal') return [...(def.values as unknown[])];
  return [];
};

export const typeOf = (schema: Schema): string => defOf(schema).type;
export const shapeOf = (schema: Schema): Record<string, Schema> =>
  defOf(schema).shape as Record<string, Schema>;
export const elementOf = (schema: Schema): Schema => defOf(schema).element as Schema;
export const optionsOf = (schema: Schema): Schema[] => defOf(schema).options as Schema[];
/** A strict object (unknown keys refused) has a `never` catch-all. */
export const isStrictObject = (schema: Schema): boolean => {
  const catchall = defOf(schema).catchall as Schema | undefined;
  return catchall !== undefined && typeOf(catchall) === 'never';
};

const WORD = fc.constantFrom(...'abcdefghijkmnopqrstuvwxyzABCDEFGH23456789'.split(''));

function validString(facts: StringFacts): fc.Arbitrary<string> {
  const maxLength = facts.max ?? Math.max(facts.min, 24);
  const fit = (arbitrary: fc.Arbitrary<string>) =>
    arbitrary.filter((value) => value.length >= facts.min && value.length <= maxLength);
  switch (facts.format) {
    case 'email':
      // Plain enough for any email check; fast-check's own addresses use characters zod refuses.
      return fit(
        fc
          .tuple(
            validString({ min: 1, max: 12, format: undefined, pattern: undefined }),
            fc.constantFrom('example.com', 'demo.test'),
          )
          .map(([local, domain]) => `${local}@${domain}`),
      );
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'datetime':
      return fc
        .date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'url':
      return fit(fc.webUrl());
    default:
      break;
  }
  if (facts.pattern) {
    try {
      return fit(fc.stringMatching(facts.pattern, { size: 'xsmall' }));
    } catch {
      // A pattern fast-check cannot read: fall back to plain text, which the check may refuse.
    }
  }
  // Letters and digits only: nothing for a trim to change, no character the text rule refuses.
  return fc.string({ unit: WORD, minLength: facts.min, maxLength: Math.min(maxLength, facts.min + 24) });
}

function validNumber(facts: NumberFacts): fc.Arbitrary<number> {
  if (facts.integer) {
    const min =
      facts.min === undefined
        ? -1000
        : Math.ceil(facts.min) + (facts.minExcluded && Number.isInteger(facts.min) ? 1 : 0);
    const max =
      facts.max === undefined
        ? Math.max(min, 0) + 1000
        : Math.floor(facts.max) - (facts.maxExcluded && Number.isInteger(facts.max) ? 1 : 0);
    return fc.integer({
      min: Math.max(min, Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.max(min, max), Number.MAX_SAFE_INTEGER),
    });
  }
  const min = facts.min ?? -1000;
  const max = facts.max ?? min + 2000;
  return fc.double({
    min,
    max,
    minExcluded: facts.minExcluded,
    maxExcluded: facts.maxExcluded,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** A value the schema should accept (see the file comment for what it cannot promise). */
export function validValueOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const { inner, nullable } = unwrap(schema);
  const base = validInner(inner, depth);
  return nullable
    ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) })
    : base;
}

function validInner(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 6) return fc.constant(null);
  switch (def.type) {
    case 'string':
      return validString(stringFacts(schema));
    case 'number':
      return validNumber(numberFacts(schema));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
    case 'literal':
      return fc.constantFrom(...enumValuesOf(schema));
    case 'array': {
      const { min, max } = arrayFacts(schema);
      return fc.array(validValueOf(elementOf(schema), depth + 1), {
        minLength: min,
        maxLength: Math.min(max ?? min + 3, min + 3),
      });
    }
    case 'object': {
      const shape = shapeOf(schema);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        model[key] = validValueOf(field, depth + 1);
        if (!unwrap(field).optional) requiredKeys.push(key);
      }
      return fc.record(model, { requiredKeys });
    }
    case 'record':
      return fc.dictionary(
        validValueOf(def.keyType as Schema, depth + 1).map(String),
        validValueOf(def.valueType as Schema, depth + 1),
        { maxKeys: 3 },
      );
    case 'union':
      return fc.oneof(...optionsOf(schema).map((option) => validValueOf(option, depth + 1)));
    case 'tuple':
      return fc.tuple(...(def.items as Schema[]).map((item) => validValueOf(item, depth + 1)));
    case 'intersection':
      return fc
        .tuple(validValueOf(def.left as Schema, depth + 1), validValueOf(def.right as Schema, depth + 1))
        .map(([left, right]) => ({ ...(left as object), ...(right as object) }));
    default:
      // unknown, any, custom, transform: anything small that JSON can carry.
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/**
 * A valid value where the walker can find one: of a few drawn, the first the schema accepts (rules
 * the walker cannot read, such as "dateTo after dateFrom", refuse some draws), else the first.
 */
export function preferValidValueOf(schema: Schema, draws = 6): fc.Arbitrary<unknown> {
  return fc
    .array(validValueOf(schema), { minLength: draws, maxLength: draws })
    .map((values) => values.find((value) => schema.safeParse(value).success) ?? values[0]);
}

/** One place in a payload a mutation can hit: the schema that governs it and whether a value is there. */
export interface Site {
  path: Path;
  schema: Schema;
  present: boolean;
  /** A key of an object (so it can go missing). */
  inObject: boolean;
}

/** Every site of a value: each object key of the shape (present or not), each array item, the root. */
export function sitesOf(schema: Schema, value: unknown, path: Path = [], inObject = false): Site[] {
  const sites: Site[] = [{ path, schema, present: value !== undefined, inObject }];
  const { inner } = unwrap(schema);
  const type = typeOf(inner);
  if (type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, field] of Object.entries(shapeOf(inner)))
      sites.push(...sitesOf(field, (value as Record<string, unknown>)[key], [...path, key], true));
  } else if (type === 'array' && Array.isArray(value)) {
    value.forEach((item, index) => sites.push(...sitesOf(elementOf(inner), item, [...path, index])));
  } else if (type === 'union') {
    const option = optionsOf(inner).find((candidate) => candidate.safeParse(value).success);
    if (option) return [sites[0]!, ...sitesOf(option, value, path, inObject).slice(1)];
  }
  return sites;
}

/** A copy of `root` with the value at `path` replaced, or removed when `value` is `REMOVE`. */
export const REMOVE = Symbol('remove');
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: unknown = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else {
    // defineProperty, not assignment: a key named `__proto__` must become a key, not a prototype.
    Object.defineProperty(node, last, { value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
