import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_INDEPENDENT_TEST_FILES, isEngineIndependent } from './engine-independent';

const serverRoot = new URL('..', import.meta.url).pathname;

describe('test files the PostgreSQL layer leaves out', () => {
  it('names only files that exist, so a renamed file cannot linger on the list', () => {
    const missing = ENGINE_INDEPENDENT_TEST_FILES.filter((file) => !existsSync(join(serverRoot, file)));
    expect(missing).toEqual([]);
  });

  it('recognises a listed file by its absolute path, and not a file that opens a database', () => {
    expect(isEngineIndependent(join(serverRoot, 'src/identity/passwords.test.ts'))).toBe(true);
    expect(isEngineIndependent(join(serverRoot, 'src/app/build-app.test.ts'))).toBe(false);
  });
});
