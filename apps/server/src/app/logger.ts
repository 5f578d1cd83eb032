import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

export type AppLogger = Logger;

declare module 'fastify' {
  interface FastifyRequest {
    /** Facts a hook adds to the request's one log line (never what the caller typed or a token). */
    logFields: Record<string, unknown> | null;
  }
}

/**
 * Drizzle's failed-query errors carry the statement's parameters in their message (`params: ...`),
 * and parameters are what users typed. Everything from that marker on is cut.
 */
const SQL_PARAMS_MARKER = /\nparams: [\s\S]*$/;

function withoutSqlParams(text: string): string {
  return text.replace(SQL_PARAMS_MARKER, '');
}

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  statusCode?: number;
  cause?: SerializedError;
}

/**
 * Errors as the log keeps them: type, message, stack, code and cause, nothing else. pino's standard
 * serializer copies every own property, and database errors carry the values that failed
 * (`params`, PostgreSQL's `detail` names the duplicate key's value).
 */
export function serializeError(error: unknown, depth = 0): SerializedError | unknown {
  if (!(error instanceof Error)) return error;
  const withExtras = error as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: withoutSqlParams(error.message),
  };
  if (error.stack) serialized.stack = withoutSqlParams(error.stack);
  if (typeof withExtras.code === 'string' || typeof withExtras.code === 'number')
    serialized.code = withExtras.code;
  if (typeof withExtras.statusCode === 'number') serialized.statusCode = withExtras.statusCode;
  if (withExtras.cause instanceof Error && depth < 3) {
    serialized.cause = serializeError(withExtras.cause, depth + 1) as SerializedError;
  }
  return serialized;
}

export interface LoggerOptions {
  /** LOG_LEVEL: `info` by default; `debug` adds request paths and SQL text, `trace` SQL parameters. */
  level: string;
  /** Where lines go; standard output through an asynchronous buffer when absent. */
  stream?: DestinationStream;
}

/**
 * One JSON line per event. Writes are buffered and flushed off the request path: a synchronous
 * write per line made the process wait on the terminal or pipe under load. pino flushes the buffer
 * when the process exits.
 */
export function createLogger({ level, stream }: LoggerOptions): AppLogger {
  const destination = stream ?? pino.destination({ dest: 1, sync: false, minLength: 4096 });
  return pino(
    {
      level,
      // `cause` too: the error handler logs a failure's cause beside it, and pino would otherwise
      // write that error's own properties as they are.
      serializers: { err: serializeError, cause: serializeError },
      // No line we write carries request headers; should one ever log them, these two are censored.
      redact: {
        paths: ['headers.authorization', 'headers.cookie', 'req.headers.authorization', 'req.headers.cookie'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/** Writes what the buffer holds; for shutdown paths that leave through process.exit. */
export function flushLogger(logger: AppLogger): void {
  try {
    logger.flush();
  } catch {
    // A destination that cannot flush (closed already, a test stream) has nothing to lose.
  }
}

/**
 * Fastify's own request lines, replaced: it logs two per request (incoming and completed), the
 * incoming one with the full URL, whose query string can carry what a host typed into a search
 * box. We write one line when the answer is sent, naming the route pattern rather than the URL.
 */
class RequestLogController extends LogController {
  constructor(private readonly root: AppLogger) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const log = reply.log;
    const summary: Record<string, unknown> = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (request.auth) {
      summary.userId = request.auth.actorUserId;
      if (request.auth.isImpersonating) summary.actingAs = request.auth.userId;
    }
    if (request.logFields) Object.assign(summary, request.logFields);
    // The concrete path (ids, file names) helps when following one request; it stays below info.
    if (this.root.isLevelEnabled('debug')) summary.path = request.url.split('?')[0];
    if (error) log.error({ ...summary, err: error }, 'request failed');
    else log.info(summary, 'request');
  }

  // The completed line already says 404; the default line repeats the URL a caller made up.
  override routeNotFound(): void {}

  override defaultErrorLog(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ err: error }, 'request failed');
  }

  override writeHeadError(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ err: error }, 'could not write the response head');
  }
}

export function createRequestLogController(logger: AppLogger): LogController {
  return new RequestLogController(logger);
}

/** Drizzle's query log: statement text at debug, with its parameters only at trace. */
export function sqlQueryLogger(
  logger: AppLogger,
): { logQuery(query: string, params: unknown[]): void } | undefined {
  if (!logger.isLevelEnabled('debug')) return undefined;
  const sqlLog = logger.child({ component: 'sql' });
  const withParams = logger.isLevelEnabled('trace');
  return {
    logQuery(query, params) {
      if (withParams) sqlLog.trace({ sql: query, params }, 'query');
      else sqlLog.debug({ sql: query }, 'query');
    },
  };
}
