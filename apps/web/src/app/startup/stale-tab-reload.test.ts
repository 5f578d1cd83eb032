import { describe, expect, it, vi } from 'vitest';
import { isTabStale, watchStaleTab } from './stale-tab-reload';

const HOUR = 3_600_000;

describe('isTabStale', () => {
  it.each([
    [0, false],
    [12 * HOUR - 1, false],
    [12 * HOUR, false],
    [12 * HOUR + 1, true],
    [30 * HOUR, true],
  ])('open for %i ms → %s', (age, stale) => {
    expect(isTabStale(1_000, 1_000 + age)).toBe(stale);
  });
});

describe('watchStaleTab', () => {
  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('reloads only when the tab becomes visible after more than 12 hours', () => {
    let now = 0;
    const reload = vi.fn();
    const stop = watchStaleTab(0, { now: () => now, reload });

    now = 11 * HOUR;
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();

    now = 13 * HOUR;
    setVisibility('hidden');
    expect(reload).not.toHaveBeenCalled();

    setVisibility('visible');
    expect(reload).toHaveBeenCalledTimes(1);

    stop();
    setVisibility('visible');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
