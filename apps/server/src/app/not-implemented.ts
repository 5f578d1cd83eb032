import type { FastifyInstance } from 'fastify';
import type { HTTPMethods } from 'fastify';
import { endpoints } from '@hostdeck/contract/endpoints';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { AppError } from './app-error';
import { registerEndpoint } from './register-endpoint';

const pendingByApp = new WeakMap<FastifyInstance, readonly string[]>();

/** The names of the rows that answer 501 on this app (tests leave them out of what they exercise). */
export function notServedYet(app: FastifyInstance): readonly string[] {
  return pendingByApp.get(app) ?? [];
}

/**
 * Every contract row no module serves yet (a later issue's call) still gets its route, with its
 * access rule and validation, answering 501 in the error shape: clients get an honest answer instead
 * of a 404 that looks like a typo, and the OpenAPI document lists the whole table. A module that
 * registers the row first replaces this automatically.
 */
export function registerNotImplementedEndpoints(app: FastifyInstance): string[] {
  const pending: string[] = [];
  for (const [name, endpoint] of Object.entries(endpoints)) {
    if (app.hasRoute({ method: endpoint.method as HTTPMethods, url: endpoint.path })) continue;
    pending.push(name);
    registerEndpoint(app, endpoint, async () => {
      throw new AppError({
        code: commonErrorCodes.notImplemented,
        statusCode: 501,
        message: `${endpoint.method} ${endpoint.path} is part of the API but not served yet.`,
      });
    });
  }
  pendingByApp.set(app, pending);
  return pending;
}
