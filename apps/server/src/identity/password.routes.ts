import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { changePassword } from './identity.service';
import { MIN_PASSWORD_LENGTH } from './identity.registration';
import { FORM_POST_FLOOD_GUARD, secret, type Body, type PageResponses } from './identity.responses';
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
  const { provider, db, rateLimiter } = deps;
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
    // Guessing the current password from a stolen session counts against the same limits as login.
    const key = `account:${session.accountId}`;
    const verdict = await rateLimiter.check(key, request.ip);
    if (verdict.limited) {
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
      return html(
        reply,
        429,
        renderPasswordPage({
          locale,
          appUrl,
          csrfToken,
          error: t('identity:password.tooManyAttempts', { minutes }),
        }),
      );
    }
    const outcome = await changePassword(db, session.accountId, {
      currentPassword: secret(body.currentPassword),
      newPassword: secret(body.newPassword),
      confirmPassword: secret(body.confirmPassword),
    });
    if (!outcome.ok) {
      if (outcome.wrongCurrentPassword) await rateLimiter.recordFailure(key, request.ip);
      const errors = Object.fromEntries(
        Object.entries(outcome.errors).map(([field, k]) => [field, t(k, { min: MIN_PASSWORD_LENGTH })]),
      );
      return html(reply, 400, renderPasswordPage({ locale, appUrl, csrfToken, errors }));
    }
    await rateLimiter.reset(key);
    return html(reply, 200, renderPasswordPage({ locale, appUrl, csrfToken, changed: true }));
  });
}
