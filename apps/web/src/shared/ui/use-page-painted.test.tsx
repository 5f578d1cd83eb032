import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePagePainted } from './use-page-settled';

// The module keeps its stage for the tab's life, as the app does: one test walks it from start to end.
describe('usePagePainted', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns true only after the frame following the first page commit, then stays true for later readers', () => {
    const seen: boolean[] = [];
    function FirstReader() {
      seen.push(usePagePainted());
      return null;
    }
    render(<FirstReader />);
    expect(seen).toEqual([false]);

    // Tasks queued before the next frame are not the paint.
    act(() => vi.advanceTimersByTime(1));
    expect(seen.at(-1)).toBe(false);

    // The frame runs, and the task it queued runs after that frame has been painted.
    act(() => vi.advanceTimersByTime(16));
    act(() => vi.advanceTimersByTime(1));
    expect(seen.at(-1)).toBe(true);

    const later: boolean[] = [];
    function LaterReader() {
      later.push(usePagePainted());
      return null;
    }
    render(<LaterReader />);
    expect(later).toEqual([true]);
  });
});
