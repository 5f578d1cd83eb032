import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { sweepExpiredOidcPayloads } from './identity.adapter';
import { loadCookieKeys } from './identity.keys';
import { createIdentityProvider, type IdentityConfig } from './identity.provider';
import {
  createDatabaseThrottleStore,
  createLoginThrottle,
  DEFAULT_LOGIN_THROTTLE_POLICY,
  type LoginThrottlePolicy,
} from './identity.rate-limit';
import { registerIdentityPages } from './identity.routes';
import { IDENTITY_MOUNT_PATH } from './pages/identity.layout';

export interface RegisterIdentityOptions {
  config: IdentityConfig;
  db: Database;
  /** Tests change the limits and the clock; production uses the defaults. */
  loginThrottle?: { policy?: Partial<LoginThrottlePolicy>; clock?: () => number };
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Mounts the embedded OpenID Connect provider at /auth (STACK.md "Embedded identity server"):
 * our pages in one scope, and everything else handed raw to oidc-provider in a scope without body
 * parsers (the provider reads request bodies itself).
 */
export async function registerIdentity(
  app: FastifyInstance,
  { config, db, loginThrottle }: RegisterIdentityOptions,
): Promise<void> {
  const provider = await createIdentityProvider({ config, db });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity server error'));

  // Whatever host and scheme the request came in on (127.0.0.1, a proxy's internal address), the
  // provider must write URLs under PUBLIC_URL, or they would not match the issuer.
  const publicUrl = new URL(config.publicUrl);
  const pinPublicOrigin = (raw: IncomingMessage) => {
    raw.headers['x-forwarded-host'] = publicUrl.host;
    raw.headers['x-forwarded-proto'] = publicUrl.protocol.replace(/:$/, '');
  };

  const [csrfSecret] = await loadCookieKeys(db);
  if (!csrfSecret) throw new Error('identity: no cookie key stored');
  const throttle = createLoginThrottle(
    createDatabaseThrottleStore(db),
    { ...DEFAULT_LOGIN_THROTTLE_POLICY, ...loginThrottle?.policy },
    loginThrottle?.clock,
  );

  await app.register(
    async (scope) =>
      registerIdentityPages(scope, { provider, db, config, throttle, csrfSecret, pinPublicOrigin }),
    { prefix: IDENTITY_MOUNT_PATH },
  );

  const callback = provider.callback();
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      // Accept any body without reading it: the stream stays untouched for oidc-provider.
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        const url = raw.url ?? '/';
        // oidc-provider derives its mount path from originalUrl minus url (helpers/oidc_context.js).
        raw.originalUrl = url;
        raw.url = url.slice(IDENTITY_MOUNT_PATH.length) || '/';
        pinPublicOrigin(raw);
        await callback(raw, reply.raw);
      };
      scope.all('/*', handOver);
    },
    { prefix: IDENTITY_MOUNT_PATH },
  );

  const sweep = () =>
    Promise.all([sweepExpiredOidcPayloads(db), throttle.sweep()]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'identity: sweeping expired rows failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
