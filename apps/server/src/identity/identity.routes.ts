import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
// Types only: the app registers @fastify/rate-limit (global: false); the form posts opt in below.
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import type { Database } from '../db/client';
import { grantFirstPartyConsent } from './identity.consent';
import type { pickLocale } from './identity.locale';
import type { IdentityConfig } from './identity.provider';
import type { LoginThrottle } from './identity.rate-limit';
import {
  MIN_PASSWORD_LENGTH,
  registerHost,
  validateRegistration,
  type RegistrationField,
} from './identity.registration';
import {
  createPageResponses,
  FORM_POST_FLOOD_GUARD,
  secret,
  text,
  tooManyAttemptsMessage,
  type Body,
} from './identity.responses';
import { authenticate } from './identity.service';
import { IDENTITY_CSS, IDENTITY_JS } from './pages/identity.assets';
import { IDENTITY_MOUNT_PATH, translatorFor } from './pages/identity.layout';
import { renderLoginPage } from './pages/login.page';
import { renderMessagePage } from './pages/message.page';
import { renderRegisterPage } from './pages/register.page';
import { registerPasswordRoutes } from './password.routes';

export interface IdentityPagesDeps {
  provider: Provider;
  db: Database;
  config: IdentityConfig;
  throttle: LoginThrottle;
  /** Secret for the password form's CSRF token (the newest cookie key). */
  csrfSecret: string;
  /** Makes the provider see PUBLIC_URL's host and scheme (see identity.plugin.ts). */
  pinPublicOrigin(raw: IncomingMessage): void;
}

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

class InteractionGone extends Error {}

/** The identity pages (login, registration, password change), in their own scope under /auth. */
export async function registerIdentityPages(scope: FastifyInstance, deps: IdentityPagesDeps): Promise<void> {
  const { provider, db, config, throttle } = deps;
  const appUrl = `${config.publicUrl.replace(/\/+$/, '')}/`;
  const publicOrigin = new URL(config.publicUrl).origin;

  await scope.register(formbody, { bodyLimit: 16 * 1024 });

  const responses = createPageResponses(appUrl);
  const { html, requestLocale, messagePage } = responses;

  scope.setErrorHandler(async (error, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof InteractionGone || error instanceof oidcErrors.SessionNotFound) {
      return messagePage(reply, 400, locale, 'sessionExpired');
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      // The flood guard's answer; it has set Retry-After already.
      const t = translatorFor(locale);
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return html(
        reply,
        429,
        renderMessagePage({
          locale,
          appUrl,
          title: t('identity:error.title'),
          message: tooManyAttemptsMessage(t, t('identity:error.tooManyRequests'), seconds),
        }),
      );
    }
    if (status >= 500) request.log.error({ err: error }, 'identity page failed');
    return messagePage(reply, status >= 400 && status < 600 ? status : 500, locale, 'body');
  });

  // Forms post only to their own origin; SameSite=Lax cookies already keep other sites' posts
  // from carrying the session, this refuses them outright.
  scope.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== publicOrigin) {
      return messagePage(reply, 403, requestLocale(request), 'body');
    }
  });

  scope.get('/assets/identity.css', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(IDENTITY_CSS),
  );
  scope.get('/assets/identity.js', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(IDENTITY_JS),
  );

  /** The interaction behind this request's cookie; the uid in the URL must name the same one. */
  async function loadInteraction(
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
  ): Promise<InteractionDetails> {
    deps.pinPublicOrigin(request.raw);
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.uid !== uid) throw new InteractionGone();
    return details;
  }

  async function finishInteraction(
    request: FastifyRequest,
    reply: FastifyReply,
    details: InteractionDetails,
    accountId: string,
  ) {
    const grantId = await grantFirstPartyConsent(provider, details, accountId, config.oidc.audience);
    const prompts = typeof details.params.prompt === 'string' ? details.params.prompt.split(' ') : [];
    const result = {
      login: { accountId },
      consent: { grantId },
      // Resolves a requested prompt=create even when the host chose to log in instead.
      ...(prompts.includes('create') ? { create: {} } : {}),
    };
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.redirect(returnTo, 303);
  }

  const interactionBase = (uid: string) => `${IDENTITY_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}`;

  const loginPage = (
    reply: FastifyReply,
    status: number,
    locale: string,
    uid: string,
    email?: string,
    error?: string,
  ) =>
    html(
      reply,
      status,
      renderLoginPage({ locale, appUrl, uid, ...(email ? { email } : {}), ...(error ? { error } : {}) }),
    );

  const registerPage = (
    reply: FastifyReply,
    status: number,
    locale: string,
    target: { action: string; loginHref: string },
    values: Body = {},
    fieldErrors: Partial<Record<RegistrationField, string>> = {},
    error?: string,
  ) => {
    const kept = Object.fromEntries(
      ['firstName', 'lastName', 'email', 'companyName', 'accountType'].map((key) => [key, text(values[key])]),
    );
    return html(
      reply,
      status,
      renderRegisterPage({
        locale,
        appUrl,
        ...target,
        values: kept,
        errors: fieldErrors,
        ...(error ? { error } : {}),
      }),
    );
  };

  const interactionRegisterTarget = (uid: string) => ({
    action: `${interactionBase(uid)}/register`,
    loginHref: `${interactionBase(uid)}/login`,
  });

  scope.get<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
    const { uid } = request.params;
    const details = await loadInteraction(request, reply, uid);
    const locale = requestLocale(request, details.params.ui_locales);
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      return finishInteraction(request, reply, details, details.session.accountId);
    }
    if (details.prompt.name === 'create')
      return registerPage(reply, 200, locale, interactionRegisterTarget(uid));
    return loginPage(reply, 200, locale, uid, text(details.params.login_hint));
  });

  scope.get<{ Params: { uid: string } }>('/interaction/:uid/login', async (request, reply) => {
    const details = await loadInteraction(request, reply, request.params.uid);
    return loginPage(
      reply,
      200,
      requestLocale(request, details.params.ui_locales),
      request.params.uid,
      text(details.params.login_hint),
    );
  });

  scope.post<{ Params: { uid: string }; Body: Body }>(
    '/interaction/:uid/login',
    FORM_POST_FLOOD_GUARD,
    async (request, reply) => {
      const { uid } = request.params;
      const details = await loadInteraction(request, reply, uid);
      const locale = requestLocale(request, details.params.ui_locales);
      const t = translatorFor(locale);
      const body = request.body ?? {};
      const email = text(body.email);
      // Refused without looking at the password, so a right guess while waiting teaches nothing.
      const verdict = await throttle.begin(email, request.ip);
      if (!verdict.allowed) {
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        const message = tooManyAttemptsMessage(
          t,
          t('identity:login.tooManyAttempts'),
          verdict.retryAfterSeconds,
        );
        return loginPage(reply, 429, locale, uid, email, message);
      }
      const user = await authenticate(db, email, secret(body.password));
      if (!user) {
        await throttle.failed(request.ip);
        return loginPage(reply, 401, locale, uid, email, t('identity:login.invalidCredentials'));
      }
      await throttle.succeeded(email, request.ip);
      return finishInteraction(request, reply, details, user.id);
    },
  );

  scope.get<{ Params: { uid: string } }>('/interaction/:uid/register', async (request, reply) => {
    const details = await loadInteraction(request, reply, request.params.uid);
    return registerPage(
      reply,
      200,
      requestLocale(request, details.params.ui_locales),
      interactionRegisterTarget(request.params.uid),
    );
  });

  scope.post<{ Params: { uid: string }; Body: Body }>(
    '/interaction/:uid/register',
    FORM_POST_FLOOD_GUARD,
    async (request, reply) => {
      const { uid } = request.params;
      const details = await loadInteraction(request, reply, uid);
      const locale = requestLocale(request, details.params.ui_locales);
      const body = request.body ?? {};
      const outcome = await register(request, body, locale);
      if (!outcome.ok)
        return refusedRegistration(reply, locale, interactionRegisterTarget(uid), body, outcome);
      return finishInteraction(request, reply, details, outcome.userId);
    },
  );

  type RegistrationRefusal =
    | { ok: false; retryAfterSeconds: number }
    | { ok: false; errors: Partial<Record<RegistrationField, string>> };

  async function register(
    request: FastifyRequest,
    body: Body,
    locale: ReturnType<typeof pickLocale>,
  ): Promise<RegistrationRefusal | { ok: true; userId: string }> {
    const t = translatorFor(locale);
    const translateErrors = (keys: Partial<Record<RegistrationField, Parameters<typeof t>[0]>>) =>
      Object.fromEntries(
        Object.entries(keys).map(([field, key]) => [field, t(key, { min: MIN_PASSWORD_LENGTH })]),
      ) as Partial<Record<RegistrationField, string>>;
    // "This email already has an account" tells whoever asks that the address is a host's, so
    // asking costs what a failed login costs: an address that asks too often waits like one that
    // guesses too often.
    const wait = await throttle.addressWait(request.ip);
    if (wait > 0) return { ok: false, retryAfterSeconds: wait };
    const validation = validateRegistration(body);
    if (!validation.ok) return { ok: false, errors: translateErrors(validation.errors) };
    const created = await registerHost(db, validation.value, locale);
    if (!created.ok) {
      await throttle.failed(request.ip);
      return { ok: false, errors: translateErrors(created.errors) };
    }
    return { ok: true, userId: created.user.id };
  }

  const refusedRegistration = (
    reply: FastifyReply,
    locale: ReturnType<typeof pickLocale>,
    target: { action: string; loginHref: string },
    body: Body,
    refusal: RegistrationRefusal,
  ) => {
    if ('errors' in refusal) return registerPage(reply, 400, locale, target, body, refusal.errors);
    const t = translatorFor(locale);
    reply.header('retry-after', String(refusal.retryAfterSeconds));
    const message = tooManyAttemptsMessage(
      t,
      t('identity:register.tooManyAttempts'),
      refusal.retryAfterSeconds,
    );
    return registerPage(reply, 429, locale, target, body, {}, message);
  };

  // Stand-alone registration (a link from outside a login): afterwards the app's front door logs in.
  const standaloneTarget = (request: FastifyRequest) => {
    const uiLocales = text((request.query as Record<string, unknown> | undefined)?.ui_locales);
    return {
      action: `${IDENTITY_MOUNT_PATH}/register${uiLocales ? `?ui_locales=${encodeURIComponent(uiLocales)}` : ''}`,
      loginHref: appUrl,
    };
  };

  scope.get('/register', async (request, reply) =>
    registerPage(reply, 200, requestLocale(request), standaloneTarget(request)),
  );

  scope.post<{ Body: Body }>('/register', FORM_POST_FLOOD_GUARD, async (request, reply) => {
    const locale = requestLocale(request);
    const body = request.body ?? {};
    const outcome = await register(request, body, locale);
    if (!outcome.ok) return refusedRegistration(reply, locale, standaloneTarget(request), body, outcome);
    return reply.redirect(appUrl, 303);
  });

  await registerPasswordRoutes(scope, deps, responses);
}
