import type { ServerEvent } from '@hostdeck/contract/messaging/messaging-socket.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatSocketOptions } from './chat-socket';
import { joinLiveConnection, LINGER_MS, type LiveMember } from './live-connection';

type Started = Pick<ChatSocketOptions, 'onEvent' | 'onConnectedChange' | 'lastSeen'> & {
  stop: ReturnType<typeof vi.fn>;
  sendTyping: ReturnType<typeof vi.fn>;
};

/** Stands in for the chat socket: records every start, and lets the test play the server. */
function fakeStarter() {
  const started: Started[] = [];
  const start = (options: Pick<ChatSocketOptions, 'onEvent' | 'onConnectedChange' | 'lastSeen'>) => {
    const socket = { ...options, stop: vi.fn(), sendTyping: vi.fn() };
    started.push(socket);
    return socket;
  };
  return { started, start };
}

const member = (lastSeen?: Map<string, string>) => {
  const heard: ServerEvent[] = [];
  const connected: boolean[] = [];
  const value: LiveMember = {
    onEvent: (event) => heard.push(event),
    onConnectedChange: (state) => connected.push(state),
    ...(lastSeen ? { lastSeen: () => lastSeen } : {}),
  };
  return { value, heard, connected };
};

describe("the tab's one live connection", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one socket for the shell and the inbox, hands both every event, and closes when both left', () => {
    const { started, start } = fakeStarter();
    const shell = member();
    const inbox = member(new Map([['c1', 'm1']]));
    const shellMembership = joinLiveConnection(shell.value, start);
    started[0]!.onConnectedChange(true);
    const inboxMembership = joinLiveConnection(inbox.value, start);
    expect(started).toHaveLength(1);
    // The inbox joined a connection already up.
    expect(inbox.connected).toEqual([true]);

    const event: ServerEvent = { type: 'reservation.created', kind: 'bookingRequest', reservationId: 'r1' };
    started[0]!.onEvent(event);
    expect(shell.heard).toEqual([event]);
    expect(inbox.heard).toEqual([event]);
    // The catch-up asks for what any member shows.
    expect(started[0]!.lastSeen()).toEqual(new Map([['c1', 'm1']]));
    inboxMembership.sendTyping('c1');
    expect(started[0]!.sendTyping).toHaveBeenCalledWith('c1');

    inboxMembership.leave();
    expect(started[0]!.stop).not.toHaveBeenCalled();
    started[0]!.onEvent(event);
    expect(inbox.heard).toHaveLength(1);
    shellMembership.leave();
    vi.advanceTimersByTime(LINGER_MS);
    expect(started[0]!.stop).toHaveBeenCalledTimes(1);
    // Leaving twice changes nothing; the next member opens a new socket.
    shellMembership.leave();
    vi.advanceTimersByTime(LINGER_MS);
    expect(started[0]!.stop).toHaveBeenCalledTimes(1);
    const again = joinLiveConnection(member().value, start);
    expect(started).toHaveLength(2);
    again.leave();
    vi.advanceTimersByTime(LINGER_MS);
    expect(started[1]!.stop).toHaveBeenCalledTimes(1);
  });

  it('keeps the socket a moment after the last member left: the next shell finds it, and what it missed', () => {
    const { started, start } = fakeStarter();
    const dashboard = member();
    joinLiveConnection(dashboard.value, start).leave();
    started[0]!.onConnectedChange(true);
    const event: ServerEvent = {
      type: 'reservation.updated',
      kind: 'bookingRequest',
      reservationId: 'r1',
      status: 'CONFIRMED',
    };
    started[0]!.onEvent(event);
    vi.advanceTimersByTime(LINGER_MS - 1);
    expect(started[0]!.stop).not.toHaveBeenCalled();

    const compact = member();
    const membership = joinLiveConnection(compact.value, start);
    expect(started).toHaveLength(1);
    expect(compact.connected).toEqual([true]);
    expect(compact.heard).toEqual([event]);
    expect(dashboard.heard).toEqual([]);
    vi.advanceTimersByTime(LINGER_MS);
    expect(started[0]!.stop).not.toHaveBeenCalled();
    membership.leave();
    vi.advanceTimersByTime(LINGER_MS);
    expect(started[0]!.stop).toHaveBeenCalledTimes(1);
  });
});
