import { markChannelRead } from '@hostdeck/contract/messaging/messaging.endpoints';
import type { Database } from '../../db/client';
import { findActiveImpersonation, insertImpersonationAudit } from '../staff/impersonation.repository';

// A staff user acting as a host may hold a chat socket with the host's token (its `act` claim names
// the staff user). Every HTTP write they make as the host leaves an audit row (auth.plugin.ts); the
// socket's one write, marking a channel read, leaves the same row, and only while their session
// still acts as that host.

/** Whether the staff user's running session still acts as this host (ended or switched: no). */
export async function isStillActingAs(db: Database, staffUserId: string, hostId: string): Promise<boolean> {
  const session = await findActiveImpersonation(db, staffUserId);
  return session?.hostId === hostId;
}

/**
 * The audit row of a `read` frame: the address and status the same change has over HTTP, with `WS`
 * as the method so the transport stays visible, and the socket's id tying one socket's rows together.
 */
export async function auditImpersonatedFrame(
  db: Database,
  frame: { staffUserId: string; hostId: string; channelId: string; statusCode: number; socketId: string },
): Promise<void> {
  await insertImpersonationAudit(db, {
    staffUserId: frame.staffUserId,
    hostId: frame.hostId,
    method: 'WS',
    path: markChannelRead.path.replace(':channelId', encodeURIComponent(frame.channelId)),
    statusCode: frame.statusCode,
    correlationId: frame.socketId,
  });
}
