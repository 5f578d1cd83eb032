import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, afterPaint } from './after-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A PerformanceObserver that reports largest paints when the test says so. */
function stubLargestPaintReports() {
  const observers: ((entries: { startTime: number }[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void) {}
    observe() {
      observers.push((entries) => this.callback({ getEntries: () => entries }));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (startTime: number) => [...observers].forEach((report) => report([{ startTime }]));
}

describe('afterPaint', () => {
  it('resolves once a largest paint made after the call is reported, not on an earlier one', async () => {
    vi.useFakeTimers();
    const report = stubLargestPaintReports();
    let resolved = false;
    const now = performance.now();
    void afterPaint().then(() => (resolved = true));
    report(now - 10);
    await Promise.resolve();
    expect(resolved).toBe(false);
    report(now + 40);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it('waits only for the frames once the host has clicked or typed', async () => {
    vi.useFakeTimers();
    stubLargestPaintReports();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{} as PerformanceEntry]);
    let resolved = false;
    void afterPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(60);
    expect(resolved).toBe(true);
  });

  it('resolves after 300 ms when no largest paint is reported', async () => {
    vi.useFakeTimers();
    stubLargestPaintReports();
    let resolved = false;
    void afterPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});

describe('afterFirstPaint', () => {
  it('waits once for the first paint, for every caller, then lets later callers go at once', async () => {
    vi.useFakeTimers();
    const report = stubLargestPaintReports();
    const resolved: string[] = [];
    void afterFirstPaint().then(() => resolved.push('first'));
    void afterFirstPaint().then(() => resolved.push('second'));
    await vi.advanceTimersByTimeAsync(10);
    expect(resolved).toEqual([]);
    report(performance.now() + 5);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toEqual(['first', 'second']);
    void afterFirstPaint().then(() => resolved.push('later'));
    await Promise.resolve();
    expect(resolved).toEqual(['first', 'second', 'later']);
  });
});
