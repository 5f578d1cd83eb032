import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from 'jose';
import type { EndpointAccess } from '@hostdeck/contract/http/endpoint';
import type { UserRole } from '@hostdeck/contract/user/user.schemas';
import type { Database } from '../db/client';
import { resolveApiKey } from '../modules/channel/api-key-auth';
import { findActiveImpersonation, insertImpersonationAudit } from '../modules/staff/impersonation.repository';
import { staffErrors } from '../modules/staff/staff.errors';
import { findUserById } from '../modules/user/user.repository';
import { forbiddenError, unauthorizedError } from './app-error';
import type { AppConfig } from './config';
import type { TokenVerifier } from './token-verifier';
import { createTokenVerifier } from './token-verifier';

/** Who is calling and as whom: a staff user impersonating a host acts as that host. */
export interface AuthContext {
  /** The user the token belongs to (a staff user while impersonating). */
  actorUserId: string;
  /** The user whose data the call reads and writes: the host, or the impersonated host. */
  userId: string;
  /** The actor's role. */
  role: UserRole;
  isImpersonating: boolean;
  /** The identity server's session id (`sid` claim), when the token carries one. */
  sessionId: string | null;
  /** On `channel` calls: the host's API key the call came with. */
  apiKeyId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Set by registerEndpoint from the contract row; routes without it (static, identity) skip auth. */
    access?: EndpointAccess;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function describeTokenError(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'The access token has expired.';
  if (error instanceof errors.JWTClaimValidationFailed)
    return 'The access token was not issued for this API.';
  return 'The access token is not valid.';
}

/** A channel call runs as the host whose live API key it carries; anything else is a 401. */
async function resolveChannelAuth(request: FastifyRequest, db: Database): Promise<AuthContext> {
  const key = await resolveApiKey(db, request);
  if (!key) throw unauthorizedError('A valid API key is required (X-Api-Key or Authorization: Bearer).');
  return {
    actorUserId: key.hostId,
    userId: key.hostId,
    role: 'host',
    isImpersonating: false,
    sessionId: null,
    apiKeyId: key.apiKeyId,
  };
}

async function resolveAuth(
  request: FastifyRequest,
  access: Exclude<EndpointAccess, 'public' | 'channel'>,
  deps: { db: Database; verifier: TokenVerifier },
): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw unauthorizedError();
  let payload;
  try {
    payload = await deps.verifier.verify(token);
  } catch (error) {
    // Keys that cannot be loaded (issuer down) are our problem, not the caller's: let them be a 5xx.
    if (!(error instanceof errors.JOSEError)) throw error;
    // Said on the request's own line (app/logger.ts), not on a second one: why, never the token.
    request.logFields = { tokenRejected: (error as Error).message };
    throw unauthorizedError(describeTokenError(error));
  }
  const user = payload.sub ? await findUserById(deps.db, payload.sub) : null;
  if (!user) throw unauthorizedError('The access token belongs to no known user.');
  const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
  const own: AuthContext = {
    actorUserId: user.id,
    userId: user.id,
    role: user.role,
    isImpersonating: false,
    sessionId,
  };

  if (access === 'staff') {
    if (user.role !== 'staff') throw forbiddenError('Only staff may use this call.');
    return own;
  }
  if (user.role !== 'staff') return own;
  const session = await findActiveImpersonation(deps.db, user.id);
  // Staff own no host data: host calls only make sense while acting as a host. `account` calls
  // (user info) still answer, so the web app learns it is talking to staff and offers /staff.
  if (!session) {
    if (access === 'account') return own;
    throw staffErrors.impersonationRequired();
  }
  return { ...own, userId: session.hostId, isImpersonating: true };
}

/**
 * Bearer-token verification for every route whose contract row says `host` or `staff` (an API key on
 * `channel` rows), plus the
 * impersonation audit. Hooks are global and read the route's `config.access`, so a route cannot be
 * registered from the contract without its access rule being enforced.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig; db: Database; verifier?: TokenVerifier }) => {
    const deps = {
      db: options.db,
      verifier: options.verifier ?? createTokenVerifier({ oidc: options.config.oidc, db: options.db }),
    };
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      request.auth =
        access === 'channel'
          ? await resolveChannelAuth(request, deps.db)
          : await resolveAuth(request, access, deps);
    });

    // onSend (not onResponse) so the audit row exists before the caller sees the answer to its write.
    app.addHook('onSend', async (request, reply, payload) => {
      const auth = request.auth;
      if (!auth?.isImpersonating || !WRITE_METHODS.has(request.method)) return payload;
      try {
        await insertImpersonationAudit(deps.db, {
          staffUserId: auth.actorUserId,
          hostId: auth.userId,
          method: request.method,
          path: request.url.split('?')[0] ?? request.url,
          statusCode: reply.statusCode,
          correlationId: request.id,
        });
      } catch (error) {
        request.log.error({ err: error }, 'could not record an impersonated write');
      }
      return payload;
    });
  },
  { name: 'hostdeck-auth' },
);
