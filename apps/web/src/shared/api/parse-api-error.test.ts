import { describe, expect, it } from 'vitest';
import { parseApiError } from './parse-api-error';

describe('parseApiError', () => {
  it('reads our body: code, general message and field errors', () => {
    const error = parseApiError(400, {
      code: 'common.validation',
      message: 'Invalid request',
      errors: [
        { field: 'address.city', message: 'City is required', code: 'required' },
        { message: 'Dates overlap', code: 'reservations.overlap' },
      ],
    });
    expect(error.status).toBe(400);
    expect(error.isBadRequest).toBe(true);
    expect(error.code).toBe('common.validation');
    expect(error.fieldErrors).toEqual([
      { field: 'address.city', message: 'City is required', code: 'required' },
    ]);
    expect(error.messages).toEqual(['Dates overlap', 'Invalid request']);
    expect(error.formMessage).toBe('Dates overlap');
  });

  it('reads the spec errors array without a code, naming the error by its first general code', () => {
    const error = parseApiError(409, {
      errors: [{ message: 'Listing incomplete', code: 'units.listingIncomplete' }],
    });
    expect(error.code).toBe('units.listingIncomplete');
    expect(error.messages).toEqual(['Listing incomplete']);
    expect(error.fieldErrors).toEqual([]);
  });

  it('keeps a code the contract does not have as sent, but never as a typed code', () => {
    const error = parseApiError(409, {
      errors: [{ message: 'Already confirmed', code: 'booking.confirmed' }],
    });
    expect(error.code).toBeNull();
    expect(error.sentCode).toBe('booking.confirmed');
    expect(error.messages).toEqual(['Already confirmed']);
    expect(parseApiError(409, { code: 'units.notfound', message: 'x' }).code).toBeNull();
  });

  it('types the code, so a misspelt comparison does not compile', () => {
    const error = parseApiError(404, { code: 'units.notFound', message: 'Gone' });
    expect(error.code === 'units.notFound').toBe(true);
    // @ts-expect-error no code of the contract is spelt this way (tsc fails if `code` were a string)
    expect(error.code === 'units.notfound').toBe(false);
  });

  it('reads a plain { message }', () => {
    const error = parseApiError(500, { message: 'Boom' });
    expect(error.messages).toEqual(['Boom']);
    expect(error.code).toBeNull();
    expect(error.message).toBe('Boom');
  });

  it('reads problem details with invalidParams into field errors', () => {
    const error = parseApiError(400, {
      type: 'about:blank',
      title: 'Bad Request',
      detail: 'Your request parameters did not validate.',
      invalidParams: [
        { name: 'age', reason: 'must be a positive integer' },
        { name: 'color', reason: "must be 'green', 'red' or 'blue'" },
      ],
    });
    expect(error.fieldErrors).toEqual([
      { field: 'age', message: 'must be a positive integer', code: null },
      { field: 'color', message: "must be 'green', 'red' or 'blue'", code: null },
    ]);
    expect(error.messages).toEqual(['Your request parameters did not validate.']);
  });

  it('keeps nothing from bodies it does not understand', () => {
    for (const body of [null, 'Bad gateway <html>', [1, 2], { errors: 'nope', invalidParams: [{}] }]) {
      const error = parseApiError(502, body);
      expect(error.messages).toEqual([]);
      expect(error.fieldErrors).toEqual([]);
      expect(error.message).toBe('HTTP 502');
    }
  });
});
