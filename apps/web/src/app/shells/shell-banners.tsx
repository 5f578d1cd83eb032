import { lazy } from 'react';
import { lazyWithRetry } from '@/app/lazy-with-retry';
import { MaintenanceBanner } from '@/features/shell/components/maintenance-banner';
import type { ShellModel } from '@/features/shell/hooks/use-shell-model';

// Only staff acting as a host see this banner, so hosts do not download it. The dashboard shell
// waits for it before it paints (dashboard-shell.tsx): it never pushes the page down on arrival.
const ImpersonationBanner = lazy(
  lazyWithRetry('impersonation-banner', () =>
    import('@/features/staff/components/impersonation-banner').then((m) => ({
      default: m.ImpersonationBanner,
    })),
  ),
);

interface ShellBannersProps {
  model: Pick<ShellModel, 'isImpersonating' | 'displayName' | 'maintenance'>;
}

/** What sits above every header: the staff impersonation banner, then planned maintenance. */
export function ShellBanners({ model }: ShellBannersProps) {
  return (
    <>
      {model.isImpersonating ? <ImpersonationBanner hostName={model.displayName} /> : null}
      <MaintenanceBanner maintenance={model.maintenance} />
    </>
  );
}
