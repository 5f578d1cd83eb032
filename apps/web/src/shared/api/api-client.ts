import {
  buildPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@hostdeck/contract/http/endpoint';
import { commonErrorCodes } from '@hostdeck/contract/http/error.constants';
import { encodeQueryString } from '@hostdeck/contract/http/query-string.rules';
import { getAuthSession } from '@/shared/auth/auth-session';
import { ApiError } from './api-error';
import { apiErrorFromResponse } from './read-error-response';
import { reportError } from './report-error';
import { getActiveLocale } from '@/shared/i18n/active-locale';

let apiBaseUrl = '';

/** Set once at start-up from `config/{hostname}.json` (`apiBaseUrl`; '' = same origin). */
export function setApiBaseUrl(baseUrl: string): void {
  apiBaseUrl = baseUrl.replace(/\/+$/, '');
}

type Has<T> = [NonNullable<T>] extends [never] ? false : true;

/** `params` is required exactly when the endpoint's path has parameters; likewise `body`. */
export type CallOptions<E extends Endpoint> = {
  query?: EndpointQuery<E>;
  signal?: AbortSignal;
  /** Overrides the configured API origin (start-up reads the same-origin config file first). */
  baseUrl?: string;
  /** The ETag of the read a write was made from: the server refuses it (412) once the record moved on. */
  ifMatch?: string;
} & (Has<E['params']> extends true ? { params: EndpointParams<E> } : { params?: undefined }) &
  (Has<E['body']> extends true ? { body: EndpointBody<E> } : { body?: undefined });

export type OptionalIfEmpty<E extends Endpoint> =
  Has<E['params']> extends true
    ? [options: CallOptions<E>]
    : Has<E['body']> extends true
      ? [options: CallOptions<E>]
      : [options?: CallOptions<E>];

/** Builds the request URL: configured origin + filled path + encoded query (empty values skipped). */
export function endpointUrl<E extends Endpoint>(endpoint: E, options: CallOptions<E> | undefined): string {
  const base = options?.baseUrl ?? apiBaseUrl;
  const path = buildPath(endpoint.path, options?.params as Record<string, string | number> | undefined);
  const query = options?.query ? encodeQueryString(options.query as Record<string, unknown>) : '';
  return `${base}${path}${query ? `?${query}` : ''}`;
}

async function send(
  endpoint: Endpoint,
  url: string,
  options: CallOptions<Endpoint> | undefined,
): Promise<Response> {
  // The server answers messages and labels in the language the app shows.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getActiveLocale(),
  };
  const hasBody = options?.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (options?.ifMatch) headers['If-Match'] = options.ifMatch;
  // Public calls carry no token: they run before sign-in and must not depend on it.
  const token = endpoint.access === 'public' ? null : getAuthSession().getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method: endpoint.method,
      headers,
      body: hasBody ? JSON.stringify(options?.body) : undefined,
      credentials: 'include',
      signal: options?.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // Offline or the server unreachable: status 0, no server message (the caller shows a generic one).
    throw new ApiError({ status: 0, code: commonErrorCodes.network });
  }
}

/**
 * Checks an answer against the row's response schema, the promise both sides made: a mismatch is a
 * bug to see at once. The production build's rows carry no schemas (browser-endpoint-rows.plugin.ts,
 * decision 0046): there the server has already sent the answer through the same schema, and the
 * check would cost every page the whole of zod. The dev server and the unit tests keep the check.
 */
export function checkAnswer(endpoint: Endpoint, body: unknown): unknown {
  const schema = (endpoint as Partial<Pick<Endpoint, 'response'>>).response;
  return schema ? schema.parse(body) : body;
}

async function readBody(endpoint: Endpoint, response: Response): Promise<unknown> {
  if (endpoint.responseType === 'file') return response.blob();
  if (response.status === 204) return checkAnswer(endpoint, null);
  const text = await response.text();
  return checkAnswer(endpoint, text === '' ? null : JSON.parse(text));
}

/**
 * Sends one row's request with the token and answers the successful response unread: a 401 triggers
 * one token refresh and one retry; a second 401 (or a failed refresh) logs out. Failures throw
 * `ApiError`. `callEndpoint` reads the body; a file download reads it as a Blob with its name.
 */
export async function fetchEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[options]: OptionalIfEmpty<E>
): Promise<Response> {
  const url = endpointUrl(endpoint, options);
  const opts = options as CallOptions<Endpoint> | undefined;
  let response = await send(endpoint, url, opts);

  if (response.status === 401 && endpoint.access !== 'public') {
    const session = getAuthSession();
    const refreshed = await session.refresh();
    if (refreshed) response = await send(endpoint, url, opts);
    if (response.status === 401) void session.logout();
  }

  if (!response.ok) {
    const error = await apiErrorFromResponse(response);
    reportError(error, { method: endpoint.method, path: endpoint.path });
    throw error;
  }
  return response;
}

/**
 * Calls one row of the contract's endpoint table: credentials included, bearer token on
 * non-public calls, JSON in and out, the answer validated by the row's response schema.
 * Token refresh and failures as in `fetchEndpoint`.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[options]: OptionalIfEmpty<E>
): Promise<EndpointResponse<E>> {
  const response = await fetchEndpoint(endpoint, ...([options] as OptionalIfEmpty<E>));
  try {
    return (await readBody(endpoint, response)) as EndpointResponse<E>;
  } catch (error) {
    // The server answered something the contract does not allow: always a bug worth reporting.
    reportError(error, { method: endpoint.method, path: endpoint.path, phase: 'response' });
    throw error;
  }
}
