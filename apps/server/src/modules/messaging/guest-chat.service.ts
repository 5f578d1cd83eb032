import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import {
  GUEST_TOKEN_COOKIE,
  GUEST_TOKEN_TTL_SECONDS,
  type GuestChannel,
  type GuestLoginBody,
  type GuestLoginResponse,
} from '@hostdeck/contract/messaging/guest-chat.schemas';
import { AppError, unauthorizedError } from '../../app/app-error';
import type { Database } from '../../db/client';
import { conversations, messages } from '../../db/schema/messaging.table';
import { bookings } from '../../db/schema/reservations.table';
import type { LoginThrottle } from '../../identity/identity.rate-limit';
import { openConversation } from './conversations.repository';
import { findChannel, findHostName, type ChannelRecord } from './messaging.repository';
import { issueGuestToken, verifyMessagingToken } from './messaging-token';

/** The same answer for an unknown code, a wrong email and a cancelled guess: nothing to enumerate. */
const loginFailed = () => unauthorizedError('The booking code and email do not match a booking.');

/**
 * Booking code + email → the booking's chat and a guest token (also set as the guest cookie for a
 * day). Attempts are throttled per code and address like host logins (docs/decisions/0002).
 */
export async function guestLogin(
  db: Database,
  throttle: LoginThrottle,
  {
    body,
    ip,
    reply,
    secureCookie,
  }: { body: GuestLoginBody; ip: string; reply: FastifyReply; secureCookie: boolean },
): Promise<GuestLoginResponse> {
  const subject = `guest:${body.bookingCode.toLowerCase()}`;
  const verdict = await throttle.begin(subject, ip);
  if (!verdict.allowed) {
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new AppError({
      code: commonErrorCodes.tooManyRequests,
      statusCode: 429,
      message: `Too many attempts. Try again in ${verdict.retryAfterSeconds} seconds.`,
    });
  }
  const [booking] = await db
    .select({ id: bookings.id, hostId: bookings.hostId })
    .from(bookings)
    .where(
      and(
        sql`lower(${bookings.publicId}) = lower(${body.bookingCode})`,
        sql`lower(${bookings.guestEmail}) = lower(${body.email})`,
      ),
    )
    .limit(1);
  if (!booking) {
    await throttle.failed(ip);
    throw loginFailed();
  }
  await throttle.succeeded(subject, ip);
  const channel = await openConversation(db, booking.hostId, 'booking', { id: booking.id });
  if (!channel) throw loginFailed();
  const { token, expiresAt } = await issueGuestToken(db, channel, GUEST_TOKEN_TTL_SECONDS);
  reply.header(
    'set-cookie',
    `${GUEST_TOKEN_COOKIE}=${token}; Max-Age=${GUEST_TOKEN_TTL_SECONDS}; Path=/; SameSite=Lax${secureCookie ? '; Secure' : ''}`,
  );
  return { token, expiresAt: expiresAt.toISOString(), channelId: channel.publicId };
}

/** The guest's channel from the bearer guest token, or a 401 (the web then clears its cookie). */
export async function guestChannelOf(db: Database, request: FastifyRequest): Promise<ChannelRecord> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const identity = match?.[1] ? await verifyMessagingToken(db, match[1]) : null;
  if (!identity || identity.role !== 'guest') throw unauthorizedError('A valid guest token is required.');
  const channel = await findChannel(db, identity.hostId, identity.channelId);
  if (!channel) throw unauthorizedError('A valid guest token is required.');
  return channel;
}

export async function guestChannelView(db: Database, channel: ChannelRecord): Promise<GuestChannel> {
  const [[stay], [unread], hostName] = await Promise.all([
    db
      .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
      .from(conversations)
      .innerJoin(bookings, eq(bookings.id, conversations.bookingId))
      .where(eq(conversations.id, channel.id))
      .limit(1),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, channel.id),
          eq(messages.sender, 'host'),
          sql`${messages.readAt} is null`,
        ),
      ),
    findHostName(db, channel.hostId),
  ]);
  return {
    id: channel.publicId,
    hostName,
    guestName: `${channel.guestFirstName} ${channel.guestLastName}`.trim(),
    bookingCode: channel.bookingCode,
    checkIn: stay?.checkIn ?? null,
    checkOut: stay?.checkOut ?? null,
    unread: unread?.count ?? 0,
    last_message_at: channel.lastMessageAt.toISOString(),
  };
}
