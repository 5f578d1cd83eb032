import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { changePassword } from './identity.service';
import { MIN_PASSWORD_LENGTH } from './identity.registration';
import {
  FORM_POST_FLOOD_GUARD,
  secret,
  tooManyAttemptsMessage,
  type Body,
  type PageResponses,
} from './identity.responses';
import type { IdentityPagesDeps } from './identity.routes';
import { translatorFor } from './pages/identity.layout';
import { renderMessagePage } from './pages/message.page';
import { renderPasswordPage } from './pages/password.page';

/** /auth/password: change the password of the account logged in to the SSO session. */
export async function registerPasswordRoutes(
  scope: FastifyInstance,
  deps: IdentityPagesDeps,
  responses: PageResponses,
): Promise<void> {
  const { provider, db, throttle } = deps;
  const { html, requestLocale, messagePage, appUrl } = responses;

  /** The SSO session of this browser, or undefined when nobody is logged in. */
  async function currentSession(request: FastifyRequest, reply: FastifyReply) {
    deps.pinPublicOrigin(request.raw);
    const session = await provider.Session.get(provider.createContext(request.raw, reply.raw));
    return session.accountId ? { id: session.jti, accountId: session.accountId } : undefined;
  }

  const csrfTokenFor = (sessionId: string) =>
    createHmac('sha256', deps.csrfSecret).update(`password-change:${sessionId}`).digest('base64url');

  const csrfMatches = (sessionId: string, token: string) => {
    const expected = Buffer.from(csrfTokenFor(sessionId));
    const actual = Buffer.from(token);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  };

  const loginRequiredPage = (reply: FastifyReply, locale: string) => {
    const t = translatorFor(locale);
    return html(
      reply,
      401,
      renderMessagePage({
        locale,
        appUrl,
        title: t('identity:password.title'),
        message: t('identity:password.loginRequired'),
        link: { href: appUrl, label: t('identity:password.loginLink') },
      }),
    );
  };

  scope.get('/password', async (request, reply) => {
    const locale = requestLocale(request);
    const session = await currentSession(request, reply);
    if (!session) return loginRequiredPage(reply, locale);
    return html(reply, 200, renderPasswordPage({ locale, appUrl, csrfToken: csrfTokenFor(session.id) }));
  });

  scope.post<{ Body: Body }>('/password', FORM_POST_FLOOD_GUARD, async (request, reply) => {
    const locale = requestLocale(request);
    const t = translatorFor(locale);
    const session = await currentSession(request, reply);
    if (!session) return loginRequiredPage(reply, locale);
    const body = request.body ?? {};
    if (!csrfMatches(session.id, secret(body.csrf))) return messagePage(reply, 403, locale, 'body');
    const csrfToken = csrfTokenFor(session.id);
    // Guessing the current password from a stolen session waits like guessing it at the login.
    const subject = `account:${session.accountId}`;
    const verdict = await throttle.begin(subject, request.ip);
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      const error = tooManyAttemptsMessage(
        t,
        t('identity:password.tooManyAttempts'),
        verdict.retryAfterSeconds,
      );
      return html(reply, 429, renderPasswordPage({ locale, appUrl, csrfToken, error }));
    }
    const outcome = await changePassword(db, session.accountId, {
      currentPassword: secret(body.currentPassword),
      newPassword: secret(body.newPassword),
      confirmPassword: secret(body.confirmPassword),
    });
    if (!outcome.ok) {
      // Other refusals (a too short new password) stay counted on the pair too: clearing it there
      // would let a guesser wipe the count between two guesses.
      if (outcome.wrongCurrentPassword) await throttle.failed(request.ip);
      const errors = Object.fromEntries(
        Object.entries(outcome.errors).map(([field, k]) => [field, t(k, { min: MIN_PASSWORD_LENGTH })]),
      );
      return html(reply, 400, renderPasswordPage({ locale, appUrl, csrfToken, errors }));
    }
    await throttle.succeeded(subject, request.ip);
    return html(reply, 200, renderPasswordPage({ locale, appUrl, csrfToken, changed: true }));
  });
}
