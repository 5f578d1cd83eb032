import type { z } from 'zod';
import type { DomainErrorCode } from '../error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anyone (start-up settings, translations, config);
 * - `host`: a valid bearer token; the call runs as the host (or the host a staff user impersonates);
 * - `staff`: a valid bearer token of a staff user (our own staff pages, not in the spec);
 * - `account`: any valid bearer token; a staff user acts as the host they impersonate, else as
 *   themselves. Only for calls that describe the signed-in person (user info), so the web app can
 *   tell a staff user from a host before anything else.
 * - `channel`: a host's API key (`Authorization: Bearer <key>` or `X-Api-Key: <key>`), not a sign-in
 *   token: a marketplace or channel manager delivering reservations; the call runs as the key's host.
 */
export type EndpointAccess = 'public' | 'host' | 'staff' | 'account' | 'channel';

/**
 * One row of the endpoint table. The server registers its routes from these rows and the
 * web client calls through them, so a path, a payload or a response is never typed twice.
 * Paths use `:name` placeholders, filled by {@link buildPath}.
 */
export interface Endpoint<
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  access: EndpointAccess;
  summary: string;
  /** `spec` when the product rules fix the shape; `designed` when they leave it open and we chose it. */
  shape: 'spec' | 'designed';
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  /** Schema of a 2xx body; `z.null()` for 204 No Content. */
  response: TResponse;
  /** Multipart uploads say so; `body` then describes the non-file fields (files travel as parts). */
  requestType?: 'json' | 'multipart';
  /** Non-JSON responses (file downloads) say so; the client then reads a Blob. */
  responseType?: 'json' | 'file';
  /**
   * The media type of a file answer (`text/csv; charset=utf-8`); the server sends it with the file
   * name the handler gives (`registerFileEndpoint`). Only on `responseType: 'file'` rows.
   */
  fileType?: string;
  successStatus?: 200 | 201 | 204;
  /**
   * The error codes this call can answer besides the common ones (`commonErrorCodes`, and on `host`
   * rows `staff.impersonationRequired`): its domain refusals, whether they are the answer's `code`
   * or the code of one of its field errors (the `validation.*` family of field codes is common too).
   * Server route tests fail on an answer whose code the row does not name, so the list stays true.
   */
  errors?: readonly DomainErrorCode[];
}

export function defineEndpoint<
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<TParams, TQuery, TBody, TResponse>): Endpoint<TParams, TQuery, TBody, TResponse> {
  return endpoint;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type EndpointParams<E extends Endpoint> = Infer<E['params']>;
export type EndpointQuery<E extends Endpoint> = InferInput<E['query']>;
export type EndpointBody<E extends Endpoint> = InferInput<E['body']>;
export type EndpointResponse<E extends Endpoint> = z.infer<E['response']>;

/** Fills `:name` placeholders; every value is URI-encoded. Throws on a missing parameter. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
