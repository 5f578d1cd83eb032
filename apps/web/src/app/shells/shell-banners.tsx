import { MaintenanceBanner } from '@/features/shell/components/maintenance-banner';
import type { ShellModel } from '@/features/shell/hooks/use-shell-model';
import { ImpersonationBanner } from '@/features/staff/components/impersonation-banner';

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
