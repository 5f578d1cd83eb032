import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNetworkStatus } from './use-network-status';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('useNetworkStatus', () => {
  afterEach(() => setOnline(true));

  it('follows the browser online and offline events', () => {
    const { result } = renderHook(() => useNetworkStatus());
    expect(result.current).toBe('online');
    act(() => setOnline(false));
    expect(result.current).toBe('offline');
    act(() => setOnline(true));
    expect(result.current).toBe('online');
  });
});
