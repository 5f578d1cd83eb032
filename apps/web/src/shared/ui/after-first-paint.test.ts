import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './use-page-settled';

// The module keeps the first paint for the tab's life, as the app does: one test walks it through.
describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves only after the next frame has been painted, and at once for every later caller', async () => {
    let painted = false;
    void afterFirstPaint().then(() => {
      painted = true;
    });

    // Tasks queued before the next frame are not the paint.
    await vi.advanceTimersByTimeAsync(1);
    expect(painted).toBe(false);

    // The frame runs; the task it queued runs once that frame is on screen.
    await vi.advanceTimersByTimeAsync(16);
    await vi.advanceTimersByTimeAsync(1);
    expect(painted).toBe(true);

    let later = false;
    void afterFirstPaint().then(() => {
      later = true;
    });
    await Promise.resolve();
    expect(later).toBe(true);
  });
});
