import '@mantine/core/styles/Loader.css';
import { Center, Loader, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '@/shared/api/use-user-info';
import { FailedToLoadPage } from '@/features/errors/components/failed-to-load-page';
import { DesktopLayout } from './desktop-layout';
import { MobileLayout } from './mobile-layout';
import { StaffLayout } from './staff-layout';

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

  if (userInfo.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t('states.loading')} />
      </Center>
    );
  }
  if (userInfo.isError) return <FailedToLoadPage onRetry={() => void userInfo.refetch()} />;
  if (userInfo.data.role === 'staff' && !userInfo.data.isImpersonating) {
    return <StaffLayout userInfo={userInfo.data} />;
  }
  return isMobile ? <MobileLayout userInfo={userInfo.data} /> : <DesktopLayout userInfo={userInfo.data} />;
}
