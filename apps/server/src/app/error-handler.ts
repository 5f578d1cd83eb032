import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, FieldError } from '@hostdeck/contract/http/error.schemas';
import { CORRELATION_ID_HEADER, commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { lookupTranslation } from '@hostdeck/translations/catalog';
import { isAppError } from './app-error';
import { requestedLocale } from './request-locale';

const GENERIC_SERVER_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Codes for the 4xx errors Fastify and its plugins raise themselves (bad JSON, too large, rate limit, ...). */
const codeByStatus: Record<number, string> = {
  400: commonErrorCodes.validation,
  401: commonErrorCodes.unauthorized,
  403: commonErrorCodes.forbidden,
  404: commonErrorCodes.notFound,
  409: commonErrorCodes.conflict,
  413: commonErrorCodes.payloadTooLarge,
  429: commonErrorCodes.tooManyRequests,
};

interface ZodValidationItem {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** `/address/city` → `address.city`; the root path has no field. */
function fieldFromInstancePath(instancePath: string): string | undefined {
  const dotted = instancePath.split('/').filter(Boolean).join('.');
  return dotted || undefined;
}

function join(parent: string | undefined, key: string): string {
  return parent ? `${parent}.${key}` : key;
}

/** The parts of a zod issue a translated message needs: its limits and what kind of value it was. */
function limitParams(issue: Record<string, unknown>): FieldError['params'] {
  const params: NonNullable<FieldError['params']> = {};
  for (const key of ['minimum', 'maximum', 'origin', 'format'] as const) {
    const value = issue[key];
    if (typeof value === 'number' || typeof value === 'string') params[key] = value;
    else if (typeof value === 'bigint') params[key] = Number(value);
  }
  // A contract refinement names its rule (`params: { rule }`), so clients can say which one broke.
  const rule = (issue.params as { rule?: unknown } | undefined)?.rule;
  if (typeof rule === 'string') params.rule = rule;
  return Object.keys(params).length > 0 ? params : undefined;
}

/** One field error per zod issue; an unknown key in a strict object names the key itself. */
export function fieldErrorsFromValidation(items: readonly ZodValidationItem[]): FieldError[] {
  return items.flatMap((item): FieldError[] => {
    const field = fieldFromInstancePath(item.instancePath);
    const code = `validation.${item.keyword}`;
    if (item.keyword === 'unrecognized_keys' && Array.isArray(item.params.keys)) {
      return (item.params.keys as unknown[]).map((key) => ({
        field: join(field, String(key)),
        message: 'Unknown field.',
        code,
      }));
    }
    const params = limitParams(item.params);
    return [{ ...(field ? { field } : {}), message: item.message, code, ...(params ? { params } : {}) }];
  });
}

/**
 * A request that names a language gets the messages in it: every code has a text per locale
 * (`errors:<code>`, the same the web shows). A text whose {{variables}} the error does not carry
 * keeps the server's own message, which names the values.
 */
function translateMessages(request: FastifyRequest, body: ApiErrorBody): ApiErrorBody {
  const locale = requestedLocale(request);
  if (!locale) return body;
  const text = (code: string | undefined, fallback: string, params?: FieldError['params']) => {
    if (!code) return fallback;
    const translated = lookupTranslation(locale, `errors:${code}`, params);
    return translated && !translated.includes('{{') ? translated : fallback;
  };
  return {
    ...body,
    message: text(body.code, body.message),
    errors: body.errors.map((item) => ({ ...item, message: text(item.code, item.message, item.params) })),
  };
}

function send(reply: FastifyReply, statusCode: number, body: ApiErrorBody): FastifyReply {
  body = translateMessages(reply.request, body);
  return reply
    .code(statusCode)
    .header(CORRELATION_ID_HEADER, reply.request.id)
    .type('application/json')
    .send(body);
}

export function sendError(reply: FastifyReply, statusCode: number, body: ApiErrorBody): FastifyReply {
  return send(reply, statusCode, body);
}

/** The one error path: every error leaves as `{ code, message, errors }` with a correlation id. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, 400, {
      code: commonErrorCodes.validation,
      message: `The ${error.validationContext ?? 'request'} is not valid.`,
      errors: fieldErrorsFromValidation(error.validation as unknown as ZodValidationItem[]),
    });
  }
  if (isAppError(error)) {
    // 501 is a deliberate answer (a call not served yet), not a failure worth hiding.
    const hidden = error.statusCode >= 500 && error.statusCode !== 501;
    if (hidden) request.log.error({ err: error }, 'application error');
    if (error.current) reply.header('etag', error.current.etag);
    return send(reply, error.statusCode, {
      code: error.code,
      message: hidden ? GENERIC_SERVER_MESSAGE : error.message,
      errors: error.fieldErrors,
      ...(error.current ? { current: error.current.body } : {}),
    });
  }
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  // A response that breaks its own contract schema is our bug, never the caller's: log it, hide it.
  if (statusCode >= 500 || isResponseSerializationError(error as unknown as object)) {
    request.log.error({ err: error, cause: (error as { cause?: unknown }).cause }, 'unhandled error');
    return send(reply, 500, { code: commonErrorCodes.internal, message: GENERIC_SERVER_MESSAGE, errors: [] });
  }
  return send(reply, statusCode, {
    code: codeByStatus[statusCode] ?? `http.${statusCode}`,
    message: error.message,
    errors: [],
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  // Correlation ids go out on every response, not only errors, so a log line can be found from any answer.
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader(CORRELATION_ID_HEADER)) reply.header(CORRELATION_ID_HEADER, request.id);
  });
}
