import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { cancelCallsBeforeIdentityChange, refreshAfterIdentityChange } from './refresh-after-identity-change';
import { queryKeys } from '@/shared/api/query-keys';

describe('refreshAfterIdentityChange', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the new identity and never asks again, as the new identity, for what the old frame shows', async () => {
    const fetch = mockApi({
      'GET /api/app/user/info': makeUserInfo({ role: 'staff', isImpersonating: false }),
    });
    const queryClient = new QueryClient();
    const hostBadge = vi.fn(async () => ({ count: 3 }));
    queryClient.setQueryData(['shell', 'pending-count'], { count: 3 });
    // Still on screen when the identity changes: the host shell's badge.
    const observer = new QueryObserver(queryClient, {
      queryKey: ['shell', 'pending-count'],
      queryFn: hostBadge,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    queryClient.setQueryData(['properties', 'list'], { items: [] });

    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    hostBadge.mockClear();
    fetch.mockClear();
    await refreshAfterIdentityChange(queryClient);

    expect(queryClient.getQueryData(queryKeys.user.info())).toMatchObject({ role: 'staff' });
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toEqual([
      '/api/app/user/info',
    ]);
    expect(hostBadge).not.toHaveBeenCalled();
    // Nobody showed the property list: gone. The badge is stale, to be fetched by whoever mounts it next.
    expect(queryClient.getQueryData(['properties', 'list'])).toBeUndefined();
    expect(queryClient.getQueryState(['shell', 'pending-count'])?.isInvalidated).toBe(true);
    unsubscribe();
  });
});

describe('cancelCallsBeforeIdentityChange', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('aborts the calls of the identity being left that are still on their way, and keeps user info', async () => {
    const queryClient = new QueryClient();
    const aborted: string[] = [];
    const pending =
      (name: string) =>
      ({ signal }: { signal: AbortSignal }) =>
        new Promise<never>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted.push(name);
            reject(new Error('aborted'));
          });
        });
    void queryClient.prefetchQuery({ queryKey: ['home', 'overview'], queryFn: pending('home') });
    void queryClient.prefetchQuery({ queryKey: queryKeys.user.info(), queryFn: pending('user info') });

    await cancelCallsBeforeIdentityChange(queryClient);

    expect(aborted).toEqual(['home']);
    expect(queryClient.isFetching({ queryKey: queryKeys.user.info() })).toBe(1);
    await queryClient.cancelQueries();
  });
});
