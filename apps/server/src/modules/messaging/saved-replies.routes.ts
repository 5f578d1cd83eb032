import type { FastifyInstance } from 'fastify';
import {
  createSavedReply,
  deleteSavedReply,
  getChannelReplyFacts,
  listSavedReplies,
  reorderSavedReplies,
  updateSavedReply,
} from '@hostdeck/contract/messaging/saved-replies.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import * as service from './saved-replies.service';

export function registerSavedReplyRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, listSavedReplies, async ({ auth }) => service.listSavedReplies(db, auth.userId));
  registerEndpoint(app, createSavedReply, async ({ auth, body }) =>
    service.createSavedReply(db, auth.userId, body),
  );
  registerEndpoint(app, reorderSavedReplies, async ({ auth, body }) =>
    service.reorderSavedReplies(db, auth.userId, body.savedReplyIds),
  );
  registerEndpoint(app, updateSavedReply, async ({ auth, params, body }) =>
    service.updateSavedReply(db, auth.userId, params.savedReplyId, body),
  );
  registerEndpoint(app, deleteSavedReply, async ({ auth, params }) =>
    service.deleteSavedReply(db, auth.userId, params.savedReplyId),
  );
  registerEndpoint(app, getChannelReplyFacts, async ({ auth, params }) =>
    service.replyFactsOf(db, auth.userId, params.channelId),
  );
}
