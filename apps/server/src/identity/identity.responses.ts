import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickLocale } from './identity.locale';
import { translatorFor, type Translator } from './pages/identity.layout';
import { renderMessagePage } from './pages/message.page';

export type Body = Record<string, unknown>;

/** A trimmed form value ('' when absent or not a string). */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** A password as typed: never trimmed. */
export const secret = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A coarse per-replica flood guard on every form post (login, registration, password). The real
 * login limits are the growing waits per account-and-address and per address (identity.rate-limit.ts);
 * this only caps how fast one address can make us run scrypt at all.
 */
export const FORM_POST_FLOOD_GUARD = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

/** The message of a page answered 429: what happened, then "try again in N seconds" (minutes from two on). */
export function tooManyAttemptsMessage(t: Translator, what: string, seconds: number): string {
  const wait =
    seconds >= 120
      ? t('identity:wait.minutes', { minutes: Math.ceil(seconds / 60) })
      : seconds <= 1
        ? t('identity:wait.oneSecond')
        : t('identity:wait.seconds', { seconds });
  return `${what} ${wait}`;
}

export interface PageResponses {
  appUrl: string;
  html(reply: FastifyReply, status: number, page: string): FastifyReply;
  /** `ui_locales` from the interaction (or the query), else Accept-Language, else en-US. */
  requestLocale(request: FastifyRequest, uiLocales?: unknown): ReturnType<typeof pickLocale>;
  /** The generic error page with a way back to the app. */
  messagePage(
    reply: FastifyReply,
    status: number,
    locale: string,
    message: 'sessionExpired' | 'body',
  ): FastifyReply;
}

export function createPageResponses(appUrl: string): PageResponses {
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  return {
    appUrl,
    html,
    requestLocale: (request, uiLocales) =>
      pickLocale(
        uiLocales ?? (request.query as Record<string, unknown> | undefined)?.ui_locales,
        request.headers['accept-language'],
      ),
    messagePage: (reply, status, locale, message) => {
      const t = translatorFor(locale);
      return html(
        reply,
        status,
        renderMessagePage({
          locale,
          appUrl,
          title: t('identity:error.title'),
          message:
            message === 'sessionExpired' ? t('identity:error.sessionExpired') : t('identity:error.body'),
          link: { href: appUrl, label: t('identity:error.backToApp') },
        }),
      );
    },
  };
}
