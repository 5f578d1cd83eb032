import WebSocket from 'ws';
import type { ServerEvent } from '@hostdeck/contract/messaging/messaging-socket.schemas';

const SOCKET_PATH = '/api/app/messaging/socket';

/** A chat client: every event it heard, and a way to wait for the next one that matches. */
export interface Client {
  socket: WebSocket;
  events: ServerEvent[];
  next<T extends ServerEvent['type']>(
    type: T,
    match?: (event: Extract<ServerEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerEvent, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
}

export function connect(address: string, query = ''): Client {
  const socket = new WebSocket(`${address}${SOCKET_PATH}${query}`);
  const events: ServerEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    events.push(JSON.parse(data.toString()) as ServerEvent);
    for (const waiter of [...waiters]) waiter();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let cursor = 0;
  return {
    socket,
    events,
    closed,
    send: (frame) => void opened.then(() => socket.send(JSON.stringify(frame))),
    next: (type, match, timeoutMs = 3000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          for (let index = cursor; index < events.length; index += 1) {
            const event = events[index]!;
            if (event.type === type && (!match || match(event as never))) {
              cursor = index + 1;
              waiters.delete(check);
              clearTimeout(timer);
              resolve(event as never);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No ${type} within ${timeoutMs} ms; heard ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}
