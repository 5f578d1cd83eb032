import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  getGuestChat,
  getGuestChatMessages,
  guestLogin,
  markGuestChatRead,
  sendGuestChatMessage,
} from '@hostdeck/contract/messaging/messaging.endpoints';
import type { AppConfig } from '../../app/config';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import { createDatabaseThrottleStore, createLoginThrottle } from '../../identity/identity.rate-limit';
import * as guest from './guest-chat.service';
import { channelHistory, postMessage, readChannel } from './messaging.service';

/** What a guest reads is theirs alone, like a host's answers (these rows are public to the auth hook). */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function registerGuestChatRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: AppConfig },
): void {
  const throttle = createLoginThrottle(createDatabaseThrottleStore(db));
  const secureCookie = config.publicUrl.startsWith('https:');

  registerEndpoint(app, guestLogin, async ({ body, request, reply }) => {
    noStore(reply);
    return guest.guestLogin(db, throttle, { body, ip: request.ip, reply, secureCookie });
  });
  registerEndpoint(app, getGuestChat, async ({ request, reply }) => {
    noStore(reply);
    return guest.guestChannelView(db, await guest.guestChannelOf(db, request));
  });
  registerEndpoint(app, getGuestChatMessages, async ({ request, reply, query }) => {
    noStore(reply);
    const channel = await guest.guestChannelOf(db, request);
    return channelHistory(db, channel.hostId, channel.publicId, query);
  });
  registerEndpoint(app, sendGuestChatMessage, async ({ request, reply, body }) => {
    noStore(reply);
    return postMessage(db, await guest.guestChannelOf(db, request), 'guest', body.text);
  });
  registerEndpoint(app, markGuestChatRead, async ({ request, reply }) => {
    noStore(reply);
    const channel = await guest.guestChannelOf(db, request);
    await readChannel(db, channel, 'guest');
    return guest.guestChannelView(db, channel);
  });
}
