import { getMessagingToken } from '@hostdeck/contract/messaging/messaging.endpoints';
import type { ServerEvent } from '@hostdeck/contract/messaging/messaging-socket.schemas';
import { callEndpoint, endpointUrl } from '@/shared/api/api-client';
import { reportError } from '@/shared/api/report-error';
import {
  messagingTokenProblems,
  startChatSocket,
  type ChatSocket,
  type ChatSocketOptions,
} from './chat-socket';

// One chat socket per tab for the signed-in host (docs/decisions/0042): the dashboard shell and the
// inbox both join it, and it closes when the last one leaves. Each member hears every event; the
// catch-up after a reconnect asks for the newest message of every history any member has loaded.

/** What one part of the page does with the connection. */
export interface LiveMember {
  onEvent: (event: ServerEvent) => void;
  onConnectedChange?: (connected: boolean) => void;
  /** The newest message id per channel this member shows (for the catch-up). */
  lastSeen?: () => Map<string, string>;
}

export interface LiveMembership {
  sendTyping: (channelId: string) => void;
  leave: () => void;
}

type StartSocket = (
  options: Pick<ChatSocketOptions, 'onEvent' | 'onConnectedChange' | 'lastSeen'>,
) => ChatSocket;

/** The socket's origin: the API's (configured or the page's own), ws for http and wss for https. */
export function socketOrigin(): string {
  const api = new URL(endpointUrl(getMessagingToken, undefined), window.location.href);
  return `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
}

/** A new messaging token for every connection; the spec's client logs each missing credential. */
async function fetchHostToken() {
  const token = await callEndpoint(getMessagingToken);
  const problems = messagingTokenProblems(token);
  for (const problem of problems) reportError(new Error(problem), { where: 'messaging' });
  if (problems.includes('Messaging token not found')) throw new Error('Messaging token not found');
  return token;
}

const startHostSocket: StartSocket = (options) =>
  startChatSocket({ ...options, fetchToken: fetchHostToken, socketOrigin: socketOrigin() });

/**
 * How long the socket stays open after its last member left. Moving between the dashboard and the
 * compact frame unmounts one shell and then mounts the other, which joins a moment later: it finds
 * the same socket, and hears what arrived in between.
 */
export const LINGER_MS = 5_000;
/** Events kept for the next member while nobody is joined (the newest ones, should many arrive). */
const LINGER_EVENTS = 100;

interface Connection {
  socket: ChatSocket;
  members: Set<LiveMember>;
  connected: boolean;
  /** Set while the connection has no member and waits for one before closing. */
  closeTimer?: ReturnType<typeof setTimeout>;
  /** Heard while no member was joined; handed to the next one. */
  unheard: ServerEvent[];
}

let current: Connection | null = null;

/** Joins the tab's connection, opening it when no one holds it yet. */
export function joinLiveConnection(member: LiveMember, start: StartSocket = startHostSocket): LiveMembership {
  if (!current) {
    const members = new Set<LiveMember>();
    const connection: Connection = {
      members,
      connected: false,
      socket: null as unknown as ChatSocket,
      unheard: [],
    };
    connection.socket = start({
      onEvent: (event) => {
        if (members.size === 0) {
          connection.unheard.push(event);
          if (connection.unheard.length > LINGER_EVENTS) connection.unheard.shift();
        }
        for (const each of [...members]) each.onEvent(event);
      },
      onConnectedChange: (connected) => {
        connection.connected = connected;
        for (const each of [...members]) each.onConnectedChange?.(connected);
      },
      lastSeen: () => {
        const seen = new Map<string, string>();
        for (const each of members)
          for (const [channel, id] of each.lastSeen?.() ?? []) seen.set(channel, id);
        return seen;
      },
    });
    current = connection;
  }
  const connection = current;
  clearTimeout(connection.closeTimer);
  connection.closeTimer = undefined;
  connection.members.add(member);
  // A member joining a connection already up learns so (one still connecting hears it when ready).
  if (connection.connected) member.onConnectedChange?.(true);
  const unheard = connection.unheard.splice(0);
  for (const event of unheard) member.onEvent(event);
  return {
    sendTyping: (channelId) => connection.socket.sendTyping(channelId),
    leave: () => {
      if (!connection.members.delete(member) || connection.members.size > 0) return;
      connection.closeTimer = setTimeout(() => {
        connection.socket.stop();
        if (current === connection) current = null;
      }, LINGER_MS);
    },
  };
}

/**
 * Closes the tab's connection at once, lingering or not. Unit tests end each case with it: a socket
 * left lingering would go on asking for tokens inside the next case.
 */
export function closeLiveConnection(): void {
  if (!current) return;
  clearTimeout(current.closeTimer);
  current.socket.stop();
  current = null;
}
