import { describe, expect, it } from 'vitest';
import { normaliseErrorBody } from './form-errors.rules';

describe('normaliseErrorBody (spec §5, §8)', () => {
  it('reads our body: field errors prefixed with the section, the first field-less error as form message', () => {
    const body = {
      code: 'common.validation',
      message: 'Invalid request',
      errors: [
        { field: 'city', message: 'Required', code: 'required' },
        { message: 'Address not found', code: 'x' },
        { message: 'Second', code: 'y' },
      ],
    };
    expect(normaliseErrorBody(body, 'address')).toEqual({
      fieldErrors: [{ field: 'address.city', message: 'Required' }],
      generalMessages: ['Address not found', 'Second'],
      formMessage: 'Address not found',
    });
  });

  it('falls back to the top-level message when every error has a field', () => {
    expect(normaliseErrorBody({ message: 'Bad', errors: [{ field: 'a', message: 'x' }] }).formMessage).toBe(
      'Bad',
    );
  });

  it('reads a data.message body', () => {
    expect(normaliseErrorBody({ message: 'Nope' })).toEqual({
      fieldErrors: [],
      generalMessages: [],
      formMessage: 'Nope',
    });
  });

  it('reads problem details with invalidParams', () => {
    const body = {
      title: 'Bad Request',
      status: 400,
      detail: 'Check fields',
      invalidParams: [{ name: 'iban', reason: 'Invalid' }],
    };
    expect(normaliseErrorBody(body, 'bank')).toEqual({
      fieldErrors: [{ field: 'bank.iban', message: 'Invalid' }],
      generalMessages: [],
      formMessage: 'Check fields',
    });
  });

  it('answers nothing for an unknown body', () => {
    expect(normaliseErrorBody('<html>')).toEqual({ fieldErrors: [], generalMessages: [], formMessage: null });
    expect(normaliseErrorBody(null)).toEqual({ fieldErrors: [], generalMessages: [], formMessage: null });
  });
});
