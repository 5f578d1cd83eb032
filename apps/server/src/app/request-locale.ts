import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import type { FastifyRequest } from 'fastify';
import { pickLocale } from '../identity/identity.locale';

/**
 * The language a request asks for: its `hl` parameter, else its Accept-Language header; null
 * when it names none (a script, a test), so the caller can keep its default wording.
 */
export function requestedLocale(request: FastifyRequest): AppLocale | null {
  const hl = (request.query as { hl?: unknown } | undefined)?.hl;
  const acceptLanguage = request.headers['accept-language'];
  if (typeof hl !== 'string' && !acceptLanguage) return null;
  return pickLocale(typeof hl === 'string' ? hl : undefined, acceptLanguage);
}
