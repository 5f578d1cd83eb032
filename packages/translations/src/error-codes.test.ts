import { errorCodes, isErrorCode } from '@hostdeck/contract/error-codes';
import { describe, expect, it } from 'vitest';
import { lookupTranslation } from './catalog';
import { en } from './en/index';

/** `{ a: { b: 'text' } }` → `['a.b']`. */
function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value as object, `${prefix}${key}.`),
  );
}

// A code is its own translation key (`errors:<code>`): without an English text a host reads the raw code.
describe('errors namespace', () => {
  it.each(errorCodes)('%s has an English text', (code) => {
    expect(lookupTranslation('en-US', `errors:${code}`)).toEqual(expect.any(String));
  });

  it('holds no text for a code the contract does not have (a removed or misspelt one)', () => {
    // `validation.*` are field codes of the one text rule, not a fixed table of the contract.
    const stale = leafKeys(en.errors).filter((key) => !isErrorCode(key) && !key.startsWith('validation.'));
    expect(stale).toEqual([]);
  });
});
