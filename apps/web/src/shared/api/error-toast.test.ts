import { describe, expect, it } from 'vitest';
import { parseApiError } from './parse-api-error';
import { errorToastMessage } from './error-toast';

const dictionary: Record<string, string> = {
  'errors:common.conflict': 'Changed meanwhile',
  'common:pages.errorFailedToLoad.title': 'Something went wrong',
};
const i18n = {
  exists: (key: string) => key in dictionary,
  t: (key: string) => dictionary[key] ?? key,
} as unknown as Parameters<typeof errorToastMessage>[1];

describe('errorToastMessage (spec §8)', () => {
  it('translates a known error code', () => {
    const error = parseApiError(409, { code: 'common.conflict', message: 'Conflict', errors: [] });
    expect(errorToastMessage(error, i18n)).toBe('Changed meanwhile');
  });

  it('shows the server message when the code has no translation', () => {
    const error = parseApiError(400, { code: 'booking.unknown', message: 'Booking is locked', errors: [] });
    expect(errorToastMessage(error, i18n)).toBe('Booking is locked');
  });

  it('falls back to pages.errorFailedToLoad.title', () => {
    expect(errorToastMessage(parseApiError(502, null), i18n)).toBe('Something went wrong');
    expect(errorToastMessage(new Error('x'), i18n)).toBe('Something went wrong');
  });
});
