import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHeartbeat, type HeartbeatSocket } from './socket-heartbeat';

/** A socket that answers pings only while `answers` is true. */
function fakeSocket(answers: { value: boolean }) {
  let onPong: (() => void) | null = null;
  const socket = {
    pings: 0,
    terminated: false,
    ping() {
      socket.pings += 1;
      if (answers.value) onPong?.();
    },
    terminate() {
      socket.terminated = true;
    },
    on(_event: 'pong', listener: () => void) {
      onPong = listener;
      return socket;
    },
  };
  return socket satisfies HeartbeatSocket;
}

describe('socket heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a socket that answers, terminates one that stopped answering after one missed ping', () => {
    const heartbeat = startHeartbeat(1000);
    const lively = fakeSocket({ value: true });
    const answers = { value: true };
    const sleeper = fakeSocket(answers);
    heartbeat.watch(lively);
    heartbeat.watch(sleeper);
    vi.advanceTimersByTime(3000);
    expect([lively.terminated, sleeper.terminated]).toEqual([false, false]);
    answers.value = false;
    vi.advanceTimersByTime(1000); // pinged, no answer
    expect(sleeper.terminated).toBe(false);
    vi.advanceTimersByTime(1000); // still nothing since the last ping: dead
    expect(sleeper.terminated).toBe(true);
    expect(lively.terminated).toBe(false);
    const pingsBefore = sleeper.pings;
    vi.advanceTimersByTime(5000);
    expect(sleeper.pings).toBe(pingsBefore);
    heartbeat.stop();
  });

  it('any frame from the client counts as an answer; a forgotten socket is left alone', () => {
    const heartbeat = startHeartbeat(1000);
    const silent = fakeSocket({ value: false });
    const gone = fakeSocket({ value: false });
    heartbeat.watch(silent);
    heartbeat.watch(gone);
    heartbeat.forget(gone);
    for (let tick = 0; tick < 5; tick += 1) {
      heartbeat.alive(silent);
      vi.advanceTimersByTime(1000);
    }
    expect(silent.terminated).toBe(false);
    expect(gone.terminated).toBe(false);
    expect(gone.pings).toBe(0);
    heartbeat.stop();
  });
});
