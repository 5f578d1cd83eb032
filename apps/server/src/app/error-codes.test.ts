import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { lookupTranslation } from '@hostdeck/translations/catalog';
import { describe, expect, it } from 'vitest';
import { NOT_IMPLEMENTED_CODE } from './not-implemented';
import { UNSUPPORTED_MEDIA_TYPE_CODE } from './register-endpoint';

// Error codes double as translation keys (STYLE.md §6): the web app's toast shows `errors:<code>`.
// Every code a module declares in its `<domain>ErrorCodes` object must have an English text, or a
// host sees the raw code. Modules are found by file name, so a new module is checked without edits.
const modulesDir = join(import.meta.dirname, '../modules');

async function declaredCodes(): Promise<string[]> {
  const codes = new Set<string>([
    ...Object.values(commonErrorCodes),
    NOT_IMPLEMENTED_CODE,
    UNSUPPORTED_MEDIA_TYPE_CODE,
  ]);
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(errors|service)\.ts$/.test(file),
  );
  for (const file of files) {
    const exports = (await import(join(modulesDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('ErrorCodes') || typeof value !== 'object' || value === null) continue;
      for (const code of Object.values(value)) if (typeof code === 'string') codes.add(code);
    }
  }
  return [...codes].sort();
}

const codes = await declaredCodes();

describe('error codes', () => {
  it('finds the codes of the modules', () => {
    expect(codes).toContain('staff.impersonationRequired');
    expect(codes.length).toBeGreaterThan(20);
  });

  it.each(codes)('%s has an English text in the errors namespace', (code) => {
    expect(lookupTranslation('en-US', `errors:${code}`)).toEqual(expect.any(String));
  });
});
