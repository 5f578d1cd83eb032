/** What the heartbeat needs of a socket (ws's WebSocket has all of it). */
export interface HeartbeatSocket {
  ping(): void;
  terminate(): void;
  on(event: 'pong', listener: () => void): unknown;
}

/**
 * Pings every socket each interval; a socket that has not answered (a pong, or any frame the caller
 * reports through `alive`) since the previous ping is dead — a phone that lost its network, a laptop
 * that slept — and is terminated, so its listeners go and the client reconnects and catches up.
 */
export function startHeartbeat(intervalMs: number) {
  const alive = new Map<HeartbeatSocket, boolean>();
  const timer = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        alive.delete(socket);
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return {
    watch(socket: HeartbeatSocket): void {
      alive.set(socket, true);
      socket.on('pong', () => {
        if (alive.has(socket)) alive.set(socket, true);
      });
    },
    /** Any frame from the client proves it is there. */
    alive(socket: HeartbeatSocket): void {
      if (alive.has(socket)) alive.set(socket, true);
    },
    forget(socket: HeartbeatSocket): void {
      alive.delete(socket);
    },
    stop(): void {
      clearInterval(timer);
      alive.clear();
    },
  };
}
