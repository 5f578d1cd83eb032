import { Anchor, Group, Text } from '@mantine/core';
import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { displayName } from '@hostdeck/contract/user/user.rules';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { SkipLink } from './skip-link';
import classes from './shell.module.css';

/**
 * The frame for a staff user who is not acting as a host. Staff own no host data, so the host
 * shell (badges, unit selector, notifications) would only collect 403s; every dashboard address
 * leads to /staff until they pick a host.
 */
export function StaffLayout({ userInfo }: { userInfo: UserInfo }) {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  if (pathname !== paths.staff) return <Navigate to={paths.staff} replace />;
  return (
    <div className={classes.root}>
      <SkipLink />
      <header className={classes.header}>
        <Group justify="space-between" px="md" h={64} wrap="nowrap">
          <BrandLogo to={paths.staff} />
          <Group component="nav" aria-label={t('frame.navLabel')} gap="lg" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('frame.signedInAs', { name: displayName(userInfo) || userInfo.email })}
            </Text>
            <Anchor component={Link} to={paths.logout} size="sm" fw={600}>
              {t('frame.logout')}
            </Anchor>
          </Group>
        </Group>
      </header>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
