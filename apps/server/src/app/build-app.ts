import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { endpoints } from '@hostdeck/contract/endpoints';
import { CORRELATION_ID_HEADER } from '@hostdeck/contract/http/error.schemas';
import { decodeQueryString } from '@hostdeck/contract/http/query-string.rules';
import type { DatabaseHandle } from '../db/client';
import { registerIdentity } from '../identity/identity.plugin';
import { buildHostConfig, buildStartupSettings } from '../modules/public/public.service';
import { registerModules } from '../modules/register-modules';
import { scheduleBookingRequestExpiry } from '../modules/reservations/booking-request-expiry';
import { DiskFileStorage } from '../storage/file-storage';
import { registerFileRoutes } from '../storage/files.routes';
import { authPlugin } from './auth.plugin';
import { registerCompression } from './compression';
import type { AppConfig } from './config';
import { registerErrorHandling } from './error-handler';
import { registerJsonBodyParser } from './json-body';
import { type AppLogger, createLogger, createRequestLogController, flushLogger } from './logger';
import { registerTestAccountRoutes } from './test-accounts.routes';
import { registerTextGuard } from './text-guard';
import { registerNotImplementedEndpoints } from './not-implemented';
import { registerOpenApiCollector, registerOpenApiRoute } from './openapi.plugin';
import { registerOwnershipGuard } from './ownership';
import { responseSerializerCompiler } from './response-serializer';
import { registerSecurityHeaders } from './security-headers';
import { registerWebApp } from './web-app.plugin';

/** JSON bodies above this are refused with 413; uploads (later issues) set their own multipart limits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** An incoming correlation id is kept when it looks like one (so a caller's trace continues), else a fresh uuid. */
const CORRELATION_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[CORRELATION_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && CORRELATION_ID_PATTERN.test(value) ? value : randomUUID();
}

/** Origins the browser may talk to besides our own: an external identity server, when configured. */
function identityOrigins(config: AppConfig): string[] {
  if (config.oidc.embedded) return [];
  try {
    return [new URL(config.oidc.issuer).origin];
  } catch {
    return [];
  }
}

/** The public origin as a WebSocket origin (http → ws, https → wss), for the chat socket. */
function socketOrigins(config: AppConfig): string[] {
  try {
    const url = new URL(config.publicUrl);
    return [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
  } catch {
    return [];
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** The process's logger (server.ts shares it with the database); one at LOG_LEVEL otherwise. */
  logger?: AppLogger;
}

/** Everything the server answers, without listening (tests call it through `inject`). */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const log = logger ?? createLogger({ level: config.logLevel });
  const app = Fastify({
    // Typed as Fastify's base logger so the instance keeps the type every plugin and route expects.
    loggerInstance: log as FastifyBaseLogger,
    logController: createRequestLogController(log),
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // criteria[search]=x&page=2 → { criteria: { search: 'x' }, page: '2' }: the one rule the web client encodes with.
    routerOptions: { querystringParser: decodeQueryString, maxParamLength: 300 },
  });
  const { db } = database;
  app.decorateRequest('logFields', null);
  // Lines still in the write buffer go out before the caller moves on (tests, a stopping server).
  app.addHook('onClose', async () => flushLogger(log));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerTextGuard(app);
  registerOwnershipGuard(app, { db, endpoints: Object.values(endpoints) });

  const externalOrigins = identityOrigins(config);
  await registerSecurityHeaders(app, {
    externalOrigins,
    hsts: config.publicUrl.startsWith('https:'),
    socketOrigins: socketOrigins(config),
  });
  // Before every route: the plugin compresses the answers of routes registered after it.
  await registerCompression(app);
  // Available to every route that opts in with `config.rateLimit` (the identity login does).
  await app.register(rateLimit, { global: false });

  await registerOpenApiCollector(app, config);
  await app.register(authPlugin, { config, db });

  if (config.oidc.embedded) await registerIdentity(app, { config, db });
  const storage = new DiskFileStorage(config.filesDir);
  await registerModules(app, { config, db, storage });
  // Background work runs in this process: started when the app is ready, stopped when it closes
  // (docs/decisions/0029).
  scheduleBookingRequestExpiry(app, { db, intervalMs: config.requestExpiryIntervalMs });
  await registerFileRoutes(app, { storage });
  if (config.testAccountsRoute) registerTestAccountRoutes(app, { db, storage });
  const pending = registerNotImplementedEndpoints(app);
  // Said once at start-up so an operator knows which calls answer 501 until their feature lands.
  app.log.info({ notServedYet: pending }, `${pending.length} contract calls are not served yet (501)`);
  registerOpenApiRoute(app);
  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    hostConfigFor: (hostname) => buildHostConfig(config, hostname),
    startupSettingsFor: (locale) => buildStartupSettings(config, locale),
  });

  return app;
}
