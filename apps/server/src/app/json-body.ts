import type { FastifyInstance } from 'fastify';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { AppError } from './app-error';

/**
 * No payload of ours nests deeper than a handful of levels (a unit's rooms and their beds); a megabyte
 * of `[[[[…` would otherwise reach every walker after the parser (the text guard, zod, our services)
 * tens of thousands of levels deep and overflow the call stack: a 500 anyone could cause at will.
 */
export const MAX_JSON_DEPTH = 32;

/** How deep the arrays and objects of a JSON text nest, read without parsing (strings skipped). */
export function jsonNestingDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * Where a body carries a key that would reach an object's prototype once merged (`__proto__`, or
 * `constructor` holding `prototype`), as dotted field paths. JSON.parse itself makes such keys plain
 * own keys, so reading them here is safe; the depth check has already bounded the walk.
 */
export function prototypeKeyFields(value: unknown): string[] {
  const fields: string[] = [];
  const pending: { node: unknown; path: string[] }[] = [{ node: value, path: [] }];
  while (pending.length > 0) {
    const { node, path } = pending.pop()!;
    if (!node || typeof node !== 'object') continue;
    for (const [key, item] of Object.entries(node)) {
      const here = [...path, key];
      const hostile =
        key === '__proto__' ||
        (key === 'constructor' && !!item && typeof item === 'object' && Object.hasOwn(item, 'prototype'));
      if (hostile) fields.push(here.join('.'));
      else pending.push({ node: item, path: here });
    }
  }
  return fields.sort();
}

function parseQuietly(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/**
 * Fastify's own JSON parser (with its refusal of `__proto__` and `constructor.prototype` keys), after
 * a cheap depth check that refuses absurd nesting with a 400 before anything walks it. A body refused
 * only for such a key is valid JSON with a field no schema has: the 400 says which, as for any
 * unknown field, instead of calling the JSON broken.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(
        new AppError({
          code: commonErrorCodes.validation,
          statusCode: 400,
          message: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`,
        }),
        undefined,
      );
      return;
    }
    parse(request, text, (error, value) => {
      const parsed = error ? parseQuietly(text) : null;
      const fields = parsed ? prototypeKeyFields(parsed.value) : [];
      if (fields.length === 0) {
        done(error, value);
        return;
      }
      done(
        new AppError({
          code: commonErrorCodes.validation,
          statusCode: 400,
          message: 'The body has a field that is not allowed.',
          fieldErrors: fields.map((field) => ({
            field,
            message: 'Unknown field.',
            code: 'validation.unrecognized_keys',
          })),
        }),
        undefined,
      );
    });
  });
}
