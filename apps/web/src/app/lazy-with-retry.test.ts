import { describe, expect, it, vi } from 'vitest';
import { lazyRoute, lazyWithRetry, ModuleLoadError, ModuleNotFoundError } from './lazy-with-retry';

const Page = () => null;

describe('lazyWithRetry', () => {
  it('retries twice, 1 s apart, then fails with ModuleLoadError carrying the last error', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const failures = [new Error('first'), new Error('second'), new Error('third')];
    const importer = vi.fn(() => Promise.reject(failures.shift()));
    const load = lazyWithRetry('calendar', importer, { sleep });
    const error = await load().catch((e: unknown) => e);
    expect(importer).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect((error as ModuleLoadError).attempts).toBe(3);
    expect(((error as ModuleLoadError).cause as Error).message).toBe('third');
  });

  it('answers the module as soon as a retry succeeds', async () => {
    const importer = vi
      .fn<() => Promise<{ Component: typeof Page }>>()
      .mockRejectedValueOnce(new Error('flaky'))
      .mockResolvedValueOnce({ Component: Page });
    const load = lazyWithRetry('home', importer, { sleep: () => Promise.resolve() });
    await expect(load()).resolves.toEqual({ Component: Page });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('waits for real between attempts by default', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => Promise.reject(new Error('offline')));
    const result = lazyWithRetry('home', importer)().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(importer).toHaveBeenCalledTimes(3);
    expect(await result).toBeInstanceOf(ModuleLoadError);
    vi.useRealTimers();
  });
});

describe('lazyRoute', () => {
  it('raises ModuleNotFoundError for a module without a Component', async () => {
    const load = lazyRoute('nowhere', () => Promise.resolve({}), { sleep: () => Promise.resolve() });
    await expect(load()).rejects.toBeInstanceOf(ModuleNotFoundError);
  });

  it('downloads once for loader and component, and tries again after a failure', async () => {
    const importer = vi
      .fn<() => Promise<{ Component?: typeof Page }>>()
      .mockRejectedValueOnce(new Error('a'))
      .mockRejectedValueOnce(new Error('b'))
      .mockRejectedValueOnce(new Error('c'))
      .mockResolvedValue({ Component: Page });
    const load = lazyRoute('home', importer, { sleep: () => Promise.resolve() });
    await expect(load()).rejects.toBeInstanceOf(ModuleLoadError);
    const [first, second] = await Promise.all([load(), load()]);
    expect(first.Component).toBe(Page);
    expect(second).toBe(first);
    expect(importer).toHaveBeenCalledTimes(4);
  });
});
