import { validate } from '@readme/openapi-parser';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OPENAPI_PATH } from './openapi.plugin';

/** Every `$ref` string anywhere in the document, with where it stands. */
function collectRefs(value: unknown, at = '#', found: { at: string; ref: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item, index) => collectRefs(item, `${at}/${index}`, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push({ at, ref: child });
      else collectRefs(child, `${at}/${key}`, found);
    }
  }
  return found;
}

/** Follows a local JSON pointer (`#/components/schemas/X`) through the document. */
function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      document,
    );
}

// Partners generate clients from this document: it has to pass a validator and a generator as is.
describe('the OpenAPI document, as a client generator sees it', () => {
  let t: TestApp;
  let document: OpenAPI3;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenAPI3>();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has only local references, and each one points at something that exists', () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(0);
    const dangling = refs.filter(({ ref }) => resolvePointer(document, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('passes an OpenAPI validator, without warnings', async () => {
    // The validator dereferences in place: it gets its own copy.
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    const errors = result.valid ? [] : result.errors;
    expect(errors, JSON.stringify(errors, null, 2)).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('generates a typed client naming the calls of the contract table', async () => {
    const client = astToString(await openapiTS(structuredClone(document)));
    for (const path of [
      '/api/app/bookings',
      '/api/app/properties/{unitId}/unavailabilities',
      '/api/app/property-list',
      '/api/app/user/info',
    ]) {
      expect(client).toContain(`"${path}": {`);
    }
    // A reference the generator could not follow comes out as `never` or an unknown component name.
    expect(client).not.toMatch(/components\["schemas"\]\["schema\d+"\]/);
  });
});
