import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import {
  createConversation,
  getChannel,
  getChannelMessages,
  getChannels,
  getMessagingToken,
  markChannelRead,
  sendChannelMessage,
  updateChannel,
} from '@hostdeck/contract/messaging/messaging.endpoints';
import { getUnreadMessagesCount } from '@hostdeck/contract/messaging/messaging-unread.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import { registerGuestChatRoutes } from './guest-chat.routes';
import type { AppConfig } from '../../app/config';
import type { Database } from '../../db/client';
import { createInProcessBus, forgetMessagingBus, setMessagingBus, type MessagingBus } from './messaging-bus';
import { createPostgresBus } from './messaging-bus.postgres';
import { MESSAGING_SOCKET_PATH, registerMessagingSocket, SOCKET_MAX_FRAME_BYTES } from './messaging-socket';
import { issueMessagingToken } from './messaging-token';
import { countUnreadConversations, findHostName, findMessage } from './messaging.repository';
import * as messaging from './messaging.service';
import { SOCKET_CLOSE } from '@hostdeck/contract/messaging/messaging-socket.schemas';

/** Names our own chat service where a provider's client expects an API key (nothing secret). */
export const MESSAGING_API_KEY = 'hostdeck-chat';

/**
 * One process on PGlite (or one PostgreSQL process): in memory. Several processes share a PostgreSQL
 * database: LISTEN/NOTIFY, chosen whenever the app runs on PostgreSQL.
 */
function createBus(app: FastifyInstance, db: Database, config: AppConfig): MessagingBus {
  if (!config.databaseUrl) return createInProcessBus();
  return createPostgresBus({
    url: config.databaseUrl,
    log: app.log,
    loadMessage: async (messageId) => {
      const found = await findMessage(db, messageId);
      return found ? messaging.toChatMessage(found.row, found.channelPublicId) : null;
    },
  });
}

export function registerMessagingRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: AppConfig },
): void {
  const bus = createBus(app, db, config);
  setMessagingBus(db, bus);
  app.addHook('onReady', () => bus.start());
  app.addHook('onClose', async () => {
    forgetMessagingBus(db);
    await bus.close();
  });
  // The socket plugin is not encapsulated: loaded first, it upgrades the route registered after it.
  void app.register(websocket, {
    options: { maxPayload: SOCKET_MAX_FRAME_BYTES },
    // Stopping says "going away" (1001) to every client, so it reconnects and catches up.
    preClose(this: FastifyInstance, done: () => void) {
      for (const client of this.websocketServer.clients)
        client.close(SOCKET_CLOSE.goingAway, 'Server stopping');
      this.websocketServer.close(() => done());
    },
  });
  void app.register(async (scope) => registerMessagingSocket(scope, { db, bus }));

  registerEndpoint(app, getUnreadMessagesCount, async ({ auth }) => ({
    count: await countUnreadConversations(db, auth.userId),
  }));

  registerEndpoint(app, getMessagingToken, async ({ auth }) => {
    const [{ token, expiresAt }, userName] = await Promise.all([
      // A staff user acting as the host gets a token that says so: the socket audits their writes.
      issueMessagingToken(db, auth.userId, new Date(), { actorUserId: auth.actorUserId }),
      findHostName(db, auth.userId),
    ]);
    return {
      token,
      apiKey: MESSAGING_API_KEY,
      userId: auth.userId,
      userName,
      websocketPath: MESSAGING_SOCKET_PATH,
      expiresAt: expiresAt.toISOString(),
    };
  });

  registerEndpoint(app, createConversation, async ({ auth, body }) =>
    messaging.openChannelOf(db, auth.userId, body),
  );
  registerEndpoint(app, getChannels, async ({ auth, query }) =>
    messaging.searchChannels(db, auth.userId, query),
  );
  registerEndpoint(app, getChannel, async ({ auth, params }) =>
    messaging.getChannel(db, auth.userId, params.channelId),
  );
  registerEndpoint(app, updateChannel, async ({ auth, params, body }) =>
    messaging.patchChannel(db, auth.userId, params.channelId, body),
  );
  registerEndpoint(app, getChannelMessages, async ({ auth, params, query }) =>
    messaging.channelHistory(db, auth.userId, params.channelId, query),
  );
  registerEndpoint(app, sendChannelMessage, async ({ auth, params, body }) =>
    messaging.sendHostMessage(db, auth.userId, params.channelId, body.text),
  );
  registerEndpoint(app, markChannelRead, async ({ auth, params }) =>
    messaging.hostReadsChannel(db, auth.userId, params.channelId),
  );

  registerGuestChatRoutes(app, { db, config });
}
