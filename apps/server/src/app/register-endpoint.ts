import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint, EndpointResponse } from '@hostdeck/contract/http/endpoint';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { AppError } from './app-error';
import type { AuthContext } from './auth.plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract row a route was registered from, for hooks that check answers against it. */
    endpoint?: Endpoint;
  }
}

/** The parsed value of an optional schema slot; `undefined` only when the row has no schema there. */
type Output<T> = [T] extends [undefined] ? undefined : z.output<NonNullable<T> & z.ZodType>;

export interface EndpointInput<E extends Endpoint> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
  /** Null only on public endpoints; the auth hook has already answered 401/403 otherwise. */
  auth: E['access'] extends 'public' ? AuthContext | null : AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends Endpoint> = (input: EndpointInput<E>) => Promise<EndpointResponse<E>>;

/** The first path segment after /api (`/api/app/user/info` → `user`) groups calls in the OpenAPI document. */
function tagFor(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== 'api') return segments[0] ?? 'root';
  const rest = segments.slice(1).filter((segment) => !['app', 'v1', 'v2'].includes(segment));
  return rest[0] === 'public' || rest[0] === 'staff' ? rest[0] : (rest[0] ?? 'api');
}

/** The OpenAPI security of a row: none, the sign-in token, or a host's API key (either header). */
function securityOf(access: Endpoint['access']): { security?: Record<string, string[]>[] } {
  if (access === 'public') return {};
  if (access === 'channel') return { security: [{ apiKeyHeader: [] }, { apiKeyBearer: [] }] };
  return { security: [{ bearerAuth: [] }] };
}

/** A JSON (or any other) body sent to an upload row would otherwise reach the handler parsed. */
async function refuseNonMultipart(request: FastifyRequest): Promise<void> {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError({
      code: commonErrorCodes.unsupportedMediaType,
      statusCode: 415,
      message: 'This call takes a multipart/form-data upload.',
    });
  }
}

/**
 * Registers one row of the contract's endpoint table: method, path, the row's zod schemas for
 * params, query, body and the success response, and its access rule (read by the auth hook).
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const successStatus = endpoint.successStatus ?? 200;
  // A multipart body is a stream of parts the handler reads itself (`request.file()` of
  // @fastify/multipart, registered by the module); the row's `body` schema cannot validate it.
  const multipart = endpoint.requestType === 'multipart';
  const schema: FastifySchema & Record<string, unknown> = {
    summary: endpoint.summary,
    description:
      endpoint.shape === 'designed'
        ? 'Shape designed by us (the spec does not show it).'
        : 'Shape from the spec.',
    tags: [tagFor(endpoint.path)],
    ...securityOf(endpoint.access),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && !multipart ? { body: endpoint.body } : {}),
    ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.responseType === 'file' || successStatus === 204
      ? {}
      : { response: { [successStatus]: endpoint.response } }),
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { access: endpoint.access, endpoint },
    ...(multipart ? { preValidation: refuseNonMultipart } : {}),
    handler: async (request, reply) => {
      if (endpoint.access !== 'public' && !request.auth) {
        // Unreachable while the auth plugin is registered; a route must never run unauthenticated.
        throw new Error(`Route ${endpoint.method} ${endpoint.path} ran without authentication`);
      }
      const result = await handler({
        params: request.params as Output<E['params']>,
        query: request.query as Output<E['query']>,
        body: request.body as Output<E['body']>,
        auth: request.auth as EndpointInput<E>['auth'],
        request,
        reply,
      });
      reply.code(successStatus);
      return successStatus === 204 ? reply.send() : result;
    },
  });
}

/** A file answer: its name (for content-disposition) and its body, whole or as a stream of chunks. */
export interface FileAnswer {
  fileName: string;
  body: string | Readable;
}

/**
 * `attachment; filename="…"` with an ASCII fallback and the exact name in RFC 5987 form, so a
 * browser saves the file under its name whatever letters it has.
 */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Registers a file row (`responseType: 'file'`): the handler answers a name and a body, sent with
 * the row's `fileType` as content type and the name as an attachment. Checks, access and error
 * answers are those of every other row.
 */
export function registerFileEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: EndpointInput<E>) => Promise<FileAnswer>,
): void {
  const fileType = endpoint.fileType;
  if (endpoint.responseType !== 'file' || !fileType) {
    throw new Error(`Route ${endpoint.method} ${endpoint.path} is not a file row with a fileType`);
  }
  registerEndpoint(app, endpoint, async (input) => {
    const file = await handler(input);
    input.reply.type(fileType).header('content-disposition', attachmentDisposition(file.fileName));
    // A file row has no response schema to serialise with: Fastify sends the text or pipes the stream.
    return file.body as EndpointResponse<E>;
  });
}
