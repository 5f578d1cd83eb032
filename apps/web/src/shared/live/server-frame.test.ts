import { afterEach, describe, expect, it, vi } from 'vitest';
import { isServerFrame, readServerFrame } from './server-frame';

const cancelled = { type: 'reservation.cancelled', kind: 'booking', reservationId: 'r-1' };
// A known type whose fields break the contract (the count must be a whole number from 1).
const badCount = { type: 'notification.created', count: 'many' };

describe('server frames', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('drops what is not JSON or not one of the contract frame types', () => {
    expect(readServerFrame('not json')).toBeNull();
    expect(readServerFrame(JSON.stringify({ type: 'reservation.deleted' }))).toBeNull();
    expect(isServerFrame(null)).toBe(false);
    expect(isServerFrame('pong')).toBe(false);
    expect(isServerFrame({ kind: 'booking' })).toBe(false);
    expect(isServerFrame({ type: 'toString' })).toBe(false);
    expect(isServerFrame(cancelled)).toBe(true);
  });

  it('checks every field against the contract in development and tests', () => {
    expect(readServerFrame(JSON.stringify(cancelled))).toEqual(cancelled);
    expect(readServerFrame(JSON.stringify(badCount))).toBeNull();
  });

  it('reads only the type in the production build (the server sends the contract shapes)', () => {
    vi.stubEnv('DEV', false);
    expect(readServerFrame(JSON.stringify(cancelled))).toEqual(cancelled);
    expect(readServerFrame(JSON.stringify(badCount))).toEqual(badCount);
    expect(readServerFrame(JSON.stringify({ type: 'reservation.deleted' }))).toBeNull();
  });
});
