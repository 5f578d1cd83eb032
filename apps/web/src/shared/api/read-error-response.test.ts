import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorFromResponse } from './read-error-response';

describe('apiErrorFromResponse', () => {
  afterEach(() => {
    vi.doUnmock('./parse-api-error');
    vi.resetModules();
  });

  it('reads the correlation id and a non-JSON body from a Response', async () => {
    const response = new Response('<html>oops</html>', {
      status: 503,
      headers: { 'x-correlation-id': 'abc-123' },
    });
    const error = await apiErrorFromResponse(response);
    expect(error.status).toBe(503);
    expect(error.correlationId).toBe('abc-123');
    expect(error.messages).toEqual([]);
  });

  it('reads our body through the reader it loads with the first error answer', async () => {
    const response = Response.json(
      { code: 'units.notFound', message: 'Gone', errors: [] },
      { status: 404, headers: { 'x-correlation-id': 'abc-123' } },
    );
    const error = await apiErrorFromResponse(response);
    expect(error.code).toBe('units.notFound');
    expect(error.messages).toEqual(['Gone']);
    expect(error.correlationId).toBe('abc-123');
  });

  it('keeps the status and correlation id when the reader cannot be downloaded', async () => {
    vi.resetModules();
    vi.doMock('./parse-api-error', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { apiErrorFromResponse: readWithoutReader } = await import('./read-error-response');
    const response = Response.json(
      { code: 'units.notFound', message: 'Gone', errors: [] },
      { status: 404, headers: { 'x-correlation-id': 'abc-123' } },
    );
    const error = await readWithoutReader(response);
    expect(error).toMatchObject({ status: 404, code: null, messages: [], correlationId: 'abc-123' });
  });
});
