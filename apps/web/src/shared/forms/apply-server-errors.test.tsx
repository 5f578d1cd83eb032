import { en } from '@hostdeck/translations/en/index';
import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';
import { renderHook } from '@testing-library/react';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parseApiError } from '@/shared/api/parse-api-error';
import { createI18n } from '@/shared/i18n/create-i18n';
import { applyServerErrors } from './apply-server-errors';
import { useServerErrorTranslator } from './translate-server-error';

async function translator() {
  const i18n = createI18n('en-US', en as unknown as Record<string, TranslationTree>);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return renderHook(() => useServerErrorTranslator(), { wrapper }).result.current;
}

// Bodies as our server writes them for a 400 (see the server's error-handler test).
const validationBody = {
  code: 'common.validation',
  message: 'The body is not valid.',
  errors: [
    {
      field: 'location.city',
      code: 'validation.too_big',
      message: 'Too big: expected string to have <=100 characters',
      params: { maximum: 100, origin: 'string' },
    },
    { field: 'location.street', code: 'validation.controlCharacter', message: 'English text' },
    {
      field: 'guests',
      code: 'validation.too_small',
      message: 'Too small',
      params: { minimum: 1, origin: 'number' },
    },
  ],
};

describe('applyServerErrors', () => {
  it('puts each 400 error on its field, translated, and shows no raw banner', async () => {
    const translate = await translator();
    const setError = vi.fn();
    const message = applyServerErrors(
      parseApiError(400, validationBody),
      setError,
      ['city', 'street', 'guests'],
      translate,
      'location',
    );
    expect(message).toBeNull();
    expect(setError.mock.calls.map(([field, error]) => [field, error.message])).toEqual([
      ['city', 'Use at most 100 characters.'],
      ['street', en.errors.validation.controlCharacter],
      ['guests', 'Enter 1 or more.'],
    ]);
  });

  it('translates what belongs to no field by its code, not the server’s English', async () => {
    const translate = await translator();
    const message = applyServerErrors(
      parseApiError(409, { code: 'units.listingIncomplete', message: 'Listing incomplete.', errors: [] }),
      vi.fn(),
      ['title'],
      translate,
    );
    expect(message).toBe(en.errors.units.listingIncomplete);
  });

  it('shows an error on a field the form does not have as the form-level message', async () => {
    const translate = await translator();
    const message = applyServerErrors(
      parseApiError(400, validationBody),
      vi.fn(),
      ['guests'],
      translate,
      'location',
    );
    expect(message).toBe('Use at most 100 characters.');
  });
});
