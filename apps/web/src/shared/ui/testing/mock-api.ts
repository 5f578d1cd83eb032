import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { vi } from 'vitest';

export type MockRoute = unknown | ((request: { url: URL; init: RequestInit | undefined }) => unknown);

/**
 * Replaces `fetch` with a table of answers keyed `'METHOD /path'` (no query string). Unknown
 * calls answer 404, so a test sees a call it did not expect; a route answering a `Response` is sent as
 * it is (files, errors). Returns the spy to assert calls.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (!(key in routes)) {
      return new Response(JSON.stringify({ code: commonErrorCodes.notFound, message: key, errors: [] }), {
        status: 404,
      });
    }
    const route = routes[key];
    // A route may answer later (a promise), to hold a call in flight while the test looks.
    const body: unknown = await (typeof route === 'function'
      ? (route as (r: { url: URL; init: RequestInit | undefined }) => unknown)({ url, init })
      : route);
    // A file answer (or an error of a test's own making) is given as the Response itself.
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
