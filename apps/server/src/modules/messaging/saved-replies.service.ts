import {
  MAX_SAVED_REPLIES_PER_HOST,
  type ReplyFacts,
  type SavedReply,
  type SavedReplyBody,
  type SavedReplyPatch,
} from '@hostdeck/contract/messaging/saved-replies.schemas';
import type { Database } from '../../db/client';
import type { SavedReplyRow } from '../../db/schema/saved-replies.table';
import { findHostName } from './messaging.repository';
import { messagingErrors } from './messaging.errors';
import * as repository from './saved-replies.repository';

function toSavedReply(row: SavedReplyRow): SavedReply {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSavedReplies(db: Database, hostId: string) {
  const rows = await repository.listSavedRepliesOfHost(db, hostId);
  return { items: rows.map(toSavedReply) };
}

export async function createSavedReply(db: Database, hostId: string, body: SavedReplyBody) {
  const created = await repository.insertSavedReply(db, hostId, body, MAX_SAVED_REPLIES_PER_HOST);
  if (!created) throw messagingErrors.tooManySavedReplies();
  return toSavedReply(created);
}

export async function updateSavedReply(db: Database, hostId: string, id: string, patch: SavedReplyPatch) {
  const updated = await repository.updateSavedReplyOfHost(db, hostId, id, patch);
  if (!updated) throw messagingErrors.savedReplyNotFound();
  return toSavedReply(updated);
}

/**
 * `ids` must name each of the host's replies exactly once. An id that is none of the host's (another
 * host's, a deleted or a guessed one) answers the same 404 as the reply's own calls, so a reorder
 * cannot probe for other hosts' ids; the host's own ids with one left out or twice are a 400.
 */
export async function reorderSavedReplies(db: Database, hostId: string, ids: readonly string[]) {
  const rows = await repository.withSavedRepliesLocked(db, hostId, async (tx, current) => {
    const known = new Set(current.map((reply) => reply.id));
    if (!ids.every((id) => known.has(id))) throw messagingErrors.savedReplyNotFound();
    if (new Set(ids).size !== ids.length || ids.length !== current.length)
      throw messagingErrors.savedReplyOrderMismatch();
    await repository.writeSavedReplyOrder(tx, hostId, ids);
    return repository.listSavedRepliesOfHost(tx, hostId);
  });
  return { items: rows.map(toSavedReply) };
}

export async function deleteSavedReply(db: Database, hostId: string, id: string): Promise<null> {
  if (!(await repository.deleteSavedReplyOfHost(db, hostId, id))) throw messagingErrors.savedReplyNotFound();
  return null;
}

/** The address as a guest reads it: the geocoded line, else street and number, postal code and city. */
function addressOf(record: repository.ReplyFactsRecord): string | null {
  if (record.formattedAddress?.trim()) return record.formattedAddress.trim();
  const street = [record.street, record.houseNumberOrName].filter((part) => part?.trim()).join(' ');
  const town = [record.postalCode, record.city].filter((part) => part?.trim()).join(' ');
  const address = [street, town].filter(Boolean).join(', ');
  return address || null;
}

export async function replyFactsOf(db: Database, hostId: string, channelId: string): Promise<ReplyFacts> {
  const [record, hostName] = await Promise.all([
    repository.findReplyFacts(db, hostId, channelId),
    findHostName(db, hostId),
  ]);
  if (!record) throw messagingErrors.channelNotFound();
  return {
    guestFirstName: record.guestFirstName.trim() || null,
    checkIn: record.checkIn,
    checkOut: record.checkOut,
    unitTitle: record.unitTitle?.trim() || record.propertyTitle?.trim() || null,
    address: addressOf(record),
    hostName: hostName || null,
  };
}
