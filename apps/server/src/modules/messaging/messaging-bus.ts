import type { LiveReservationKind } from '@hostdeck/contract/messaging/messaging-socket.schemas';
import type { ChatMessage } from '@hostdeck/contract/messaging/messaging.schemas';
import type { Database } from '../../db/client';

/**
 * What happened in a host's channels, addressed by host: every socket of that host (and, later, of
 * the channel's guest) hears it. `origin` names the socket a typing signal came from, so that socket
 * does not hear itself.
 */
export type MessagingEvent =
  | { type: 'message.created'; hostId: string; message: ChatMessage }
  | { type: 'channel.read'; hostId: string; channelId: string; reader: 'host' | 'guest'; readAt: string }
  | { type: 'typing'; hostId: string; channelId: string; member: 'host' | 'guest'; origin: string }
  | HostEvent;

/**
 * Events about the host's account rather than a conversation: only the host's own sockets hear them
 * (a guest's socket never does), and the dashboard refreshes its badges and lists from them.
 */
type HostEvent =
  | { type: 'reservation.created'; hostId: string; kind: LiveReservationKind; reservationId: string }
  | { type: 'reservation.cancelled'; hostId: string; kind: LiveReservationKind; reservationId: string }
  | {
      type: 'reservation.updated';
      hostId: string;
      kind: LiveReservationKind;
      reservationId: string;
      status: string;
    }
  | { type: 'notification.created'; hostId: string; count: number };

export type MessagingListener = (event: MessagingEvent) => void;

/**
 * Delivery of chat events to the sockets that should hear them (docs/decisions/0038). One process:
 * in memory. Several processes on one PostgreSQL: LISTEN/NOTIFY, so a message posted to one process
 * reaches sockets held by another. Publishing never fails the caller's write: the message is stored
 * first, and a client that missed the event catches up from the database.
 */
export interface MessagingBus {
  /** Connects what the bus needs (the app's start waits for it). */
  start(): Promise<void>;
  publish(event: MessagingEvent): Promise<void>;
  /** Listens to one host's events; the answer stops listening. */
  subscribe(hostId: string, listener: MessagingListener): () => void;
  close(): Promise<void>;
}

/** Listeners by host, in this process. */
export class LocalListeners {
  private readonly byHost = new Map<string, Set<MessagingListener>>();

  add(hostId: string, listener: MessagingListener): () => void {
    let set = this.byHost.get(hostId);
    if (!set) {
      set = new Set();
      this.byHost.set(hostId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byHost.get(hostId) === set) this.byHost.delete(hostId);
    };
  }

  deliver(event: MessagingEvent): void {
    const listeners = this.byHost.get(event.hostId);
    if (!listeners) return;
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch {
        // One broken socket must not keep the event from the others.
      }
    }
  }

  clear(): void {
    this.byHost.clear();
  }
}

/** The single-process bus: an event reaches this process's listeners, synchronously. */
export function createInProcessBus(): MessagingBus {
  const listeners = new LocalListeners();
  return {
    start: async () => {},
    publish: async (event) => listeners.deliver(event),
    subscribe: (hostId, listener) => listeners.add(hostId, listener),
    close: async () => listeners.clear(),
  };
}

const busByDatabase = new WeakMap<Database, MessagingBus>();

/** The bus of the app that owns this database handle (set when the messaging module starts). */
export function setMessagingBus(db: Database, bus: MessagingBus): void {
  busByDatabase.set(db, bus);
}

export function forgetMessagingBus(db: Database): void {
  busByDatabase.delete(db);
}

/**
 * Publishes through the app's bus, when there is one (a seed or a script writes without sockets
 * to tell). Never throws: a stored message that reaches nobody live is still caught up on.
 */
export async function publishMessagingEvent(db: Database, event: MessagingEvent): Promise<void> {
  const bus = busByDatabase.get(db);
  if (!bus) return;
  try {
    await bus.publish(event);
  } catch {
    // Delivery is best effort; the history is the record.
  }
}
