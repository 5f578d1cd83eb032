import { defineEndpoint } from '@hostdeck/contract/http/endpoint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setAuthSession, type AuthSession } from '@/shared/auth/auth-session';
import { callEndpoint, setApiBaseUrl } from './api-client';
import { ApiError } from './api-error';

const listThings = defineEndpoint({
  method: 'GET',
  path: '/api/app/properties/:propertyId/units',
  access: 'host',
  shape: 'spec',
  summary: 'test',
  params: z.object({ propertyId: z.string() }),
  query: z.object({
    criteria: z.object({ search: z.string().optional(), states: z.array(z.string()).optional() }).optional(),
    page: z.number().optional(),
  }),
  response: z.object({ count: z.number() }),
});

const saveThing = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/things/:id',
  access: 'host',
  shape: 'spec',
  summary: 'test',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  response: z.object({ name: z.string() }),
});

const publicCall = defineEndpoint({
  method: 'GET',
  path: '/api/public/settings',
  access: 'public',
  shape: 'designed',
  summary: 'test',
  response: z.object({ ok: z.boolean() }),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function session(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    getAccessToken: () => 'token-1',
    refresh: vi.fn(() => Promise.resolve(true)),
    logout: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

describe('callEndpoint', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setApiBaseUrl('https://api.example.test/');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setAuthSession(null);
    setApiBaseUrl('');
  });

  it('builds the URL from base, path params and the encoded query (empty values skipped)', async () => {
    setAuthSession(session());
    fetchMock.mockResolvedValueOnce(json(200, { count: 3 }));
    const result = await callEndpoint(listThings, {
      params: { propertyId: 'p 1' },
      query: { criteria: { search: 'sea view', states: ['PUBLISHED', 'UNPUBLISHED'] }, page: 2 },
    });
    expect(result).toEqual({ count: 3 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      'https://api.example.test/api/app/properties/p%201/units?criteria[search]=sea%20view&criteria[states][]=PUBLISHED&criteria[states][]=UNPUBLISHED&page=2',
    );
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('sends JSON bodies and leaves the token off public calls', async () => {
    setAuthSession(session());
    fetchMock.mockResolvedValueOnce(json(200, { name: 'x' })).mockResolvedValueOnce(json(200, { ok: true }));
    await callEndpoint(saveThing, { params: { id: '7' }, body: { name: 'x' } });
    await callEndpoint(publicCall);
    const [, saveInit] = fetchMock.mock.calls[0] ?? [];
    expect(saveInit?.method).toBe('PATCH');
    expect(saveInit?.body).toBe('{"name":"x"}');
    expect((saveInit?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    const [, publicInit] = fetchMock.mock.calls[1] ?? [];
    expect((publicInit?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    let token = 'old';
    const auth = session({
      getAccessToken: () => token,
      refresh: vi.fn(() => {
        token = 'new';
        return Promise.resolve(true);
      }),
    });
    setAuthSession(auth);
    fetchMock.mockResolvedValueOnce(json(401, { code: 'common.unauthorized', message: 'x', errors: [] }));
    fetchMock.mockResolvedValueOnce(json(200, { count: 1 }));
    await expect(callEndpoint(listThings, { params: { propertyId: 'p' } })).resolves.toEqual({ count: 1 });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(auth.logout).not.toHaveBeenCalled();
    expect((fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>).Authorization).toBe(
      'Bearer new',
    );
  });

  it('logs out when the retry is still 401, and does not report it', async () => {
    const auth = session();
    setAuthSession(auth);
    fetchMock.mockResolvedValue(json(401, { code: 'common.unauthorized', message: 'no', errors: [] }));
    await expect(callEndpoint(listThings, { params: { propertyId: 'p' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('logs out without a retry when the refresh fails', async () => {
    const auth = session({ refresh: vi.fn(() => Promise.resolve(false)) });
    setAuthSession(auth);
    fetchMock.mockResolvedValue(json(401, {}));
    await expect(callEndpoint(listThings, { params: { propertyId: 'p' } })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('reports 5xx failures but not 404', async () => {
    setAuthSession(session());
    fetchMock.mockResolvedValueOnce(json(404, { code: 'common.notFound', message: 'gone', errors: [] }));
    await expect(callEndpoint(listThings, { params: { propertyId: 'p' } })).rejects.toMatchObject({
      status: 404,
      code: 'common.notFound',
    });
    expect(console.error).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(json(500, { message: 'boom' }));
    await expect(callEndpoint(listThings, { params: { propertyId: 'p' } })).rejects.toMatchObject({
      status: 500,
      messages: ['boom'],
    });
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('rejects answers that break the contract', async () => {
    setAuthSession(session());
    fetchMock.mockResolvedValueOnce(json(200, { count: 'three' }));
    await expect(callEndpoint(listThings, { params: { propertyId: 'p' } })).rejects.toThrow();
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('answers the body as sent when the row carries no response schema (the production build)', async () => {
    setAuthSession(session());
    const { response: _schema, ...browserRow } = listThings;
    fetchMock.mockResolvedValueOnce(json(200, { count: 3 }));
    await expect(
      callEndpoint(browserRow as typeof listThings, { params: { propertyId: 'p' } }),
    ).resolves.toEqual({ count: 3 });
  });

  it('turns a network failure into ApiError status 0', async () => {
    setAuthSession(session());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callEndpoint(publicCall)).rejects.toMatchObject({ status: 0, code: 'common.network' });
  });
});
