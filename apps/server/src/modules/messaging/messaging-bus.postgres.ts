import pg from 'pg';
import type { ChatMessage } from '@hostdeck/contract/messaging/messaging.schemas';
import { LocalListeners, type MessagingBus, type MessagingEvent } from './messaging-bus';

/** The one channel every process of the app LISTENs on. */
const NOTIFY_CHANNEL = 'hostdeck_messaging';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes and more; a long message travels by reference. */
const MAX_PAYLOAD_BYTES = 7000;

type Wire = MessagingEvent | { type: 'message.ref'; hostId: string; messageId: string };

export interface PostgresBusOptions {
  url: string;
  /** Reads a message a long notification only names. */
  loadMessage: (messageId: string) => Promise<ChatMessage | null>;
  log: { warn: (object: object, message: string) => void };
  /** How long to wait before listening again after the connection broke. */
  reconnectMs?: number;
}

/**
 * Several processes on one PostgreSQL: publishing is a NOTIFY, and each process LISTENs on one
 * dedicated connection and hands what it hears to its own sockets — its own events included, so
 * every process sees one order. When the listening connection breaks, it connects again; events
 * in between are not heard, and clients get them through catch-up.
 */
export function createPostgresBus(options: PostgresBusOptions): MessagingBus {
  const listeners = new LocalListeners();
  const publisher = new pg.Pool({ connectionString: options.url, max: 2 });
  publisher.on('error', () => {
    // A pooled connection that broke is replaced on the next query.
  });
  let listener: pg.Client | null = null;
  let closed = false;

  const hear = async (payload: string | undefined) => {
    if (!payload) return;
    const wire = JSON.parse(payload) as Wire;
    if (wire.type !== 'message.ref') return listeners.deliver(wire);
    const message = await options.loadMessage(wire.messageId);
    if (message) listeners.deliver({ type: 'message.created', hostId: wire.hostId, message });
  };

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.url });
    client.on('notification', (notification) => {
      if (notification.channel !== NOTIFY_CHANNEL) return;
      hear(notification.payload).catch((error: unknown) =>
        options.log.warn({ err: error }, 'A chat notification could not be delivered'),
      );
    });
    client.on('error', (error) => {
      options.log.warn({ err: error }, 'The chat LISTEN connection broke; listening again');
      client.end().catch(() => {});
      if (listener === client) listener = null;
      if (!closed) setTimeout(() => void listen().catch(() => {}), options.reconnectMs ?? 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    listener = client;
  };
  return {
    start: listen,
    publish: async (event) => {
      let payload = JSON.stringify(event);
      if (event.type === 'message.created' && Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
        payload = JSON.stringify({ type: 'message.ref', hostId: event.hostId, messageId: event.message.id });
      await publisher.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, payload]);
    },
    subscribe: (hostId, callback) => listeners.add(hostId, callback),
    close: async () => {
      closed = true;
      listeners.clear();
      await Promise.allSettled([listener?.end(), publisher.end()]);
    },
  };
}
