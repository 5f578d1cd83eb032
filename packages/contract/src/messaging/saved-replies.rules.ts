import { isoDayOf } from '../calendar/iso-day.rules';
import {
  SAVED_REPLY_PLACEHOLDERS,
  type ReplyFacts,
  type SavedReplyPlaceholder,
} from './saved-replies.schemas';

/** A placeholder as the host types it: a name in braces. */
export const placeholderToken = (name: SavedReplyPlaceholder) => `{${name}}`;

const TOKEN = /\{([A-Za-z]+)\}/g;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const known = new Set<string>(SAVED_REPLY_PLACEHOLDERS);

/** A stay date (`YYYY-MM-DD`) as the locale writes it, with the month in words (no day/month mix-up). */
function formatStayDate(value: string, locale: string): string | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || isoDayOf(date) !== value) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function valueOf(name: SavedReplyPlaceholder, facts: ReplyFacts, locale: string): string | null {
  const fact = facts[name]?.trim();
  if (!fact) return null;
  if (name === 'checkIn' || name === 'checkOut') return formatStayDate(fact, locale);
  return fact;
}

/**
 * A saved reply's text with its placeholders filled from the conversation's facts. A token we do
 * not know stays as typed (it may be meant literally); a known one whose fact is missing stays
 * visible too, so the host notices it before sending.
 */
export function fillSavedReply(text: string, facts: ReplyFacts, locale: string): string {
  return text.replace(TOKEN, (token, name: string) => {
    if (!known.has(name)) return token;
    return valueOf(name as SavedReplyPlaceholder, facts, locale) ?? token;
  });
}
