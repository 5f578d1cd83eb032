import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useUserInfo } from '@/shared/api/use-user-info';
import { FailedToLoadPage } from '@/features/errors/components/failed-to-load-page';
import { useLiveUpdates } from '@/app/live/use-live-updates';
import { DesktopLayout } from './desktop-layout';
import { MobileLayout } from './mobile-layout';
import { PlainLoader } from '@/shared/ui/plain/plain-loader';
import { PlainCenter } from '@/shared/ui/plain/plain-center';

// Staff users see their own small frame; hosts, nearly everyone, do not download it.
const StaffLayout = lazy(() => import('./staff-layout').then((m) => ({ default: m.StaffLayout })));

/** The media query for "below Mantine's sm breakpoint" (mobile has its own shell). */
export function mobileMediaQuery(smBreakpoint: string): string {
  // Just under the breakpoint, so a window exactly `sm` wide gets the desktop layout like Mantine's `visibleFrom`.
  return `(max-width: ${parseFloat(smBreakpoint) - 0.01}em)`;
}

/** The signed-in host's frame around every dashboard page; renders the page through `<Outlet/>`. */
export function DashboardShell() {
  const { t } = useTranslation('shell');
  const theme = useMantineTheme();
  // Read at once, not in an effect: a phone must not paint the desktop layout first.
  const isMobile = useMediaQuery(mobileMediaQuery(theme.breakpoints.sm), false, {
    getInitialValueInEffect: false,
  });
  const userInfo = useUserInfo();
  // The whole frame and its page mount when the user info arrives. Read through a deferred value,
  // that first render runs as a transition React can interrupt, so the page stays responsive while
  // it renders instead of blocking input for the length of one long task.
  const info = useDeferredValue(userInfo.data);

  const loading = (
    <PlainCenter mih="100vh">
      <PlainLoader aria-label={t('states.loading')} />
    </PlainCenter>
  );
  if (userInfo.isError) return <FailedToLoadPage onRetry={() => void userInfo.refetch()} />;
  if (!info) return loading;
  if (info.role === 'staff' && !info.isImpersonating) {
    return (
      <Suspense fallback={loading}>
        <StaffLayout userInfo={info} />
      </Suspense>
    );
  }
  const frame = isMobile ? <MobileLayout userInfo={info} /> : <DesktopLayout userInfo={info} />;
  return (
    <>
      {info.isImpersonating ? (
        // The impersonation banner's code loads on its own (shell-banners.tsx): the frame waits for
        // it under the same spinner, so the banner is there in the first paint.
        <Suspense fallback={loading}>{frame}</Suspense>
      ) : (
        frame
      )}
      <LiveUpdates />
    </>
  );
}

/**
 * A host's tab (staff too while acting as one) hears new reservations, messages and notifications.
 * A component of its own, so its waiting for the page to settle never re-renders the shell.
 */
function LiveUpdates() {
  useLiveUpdates(true);
  return null;
}
