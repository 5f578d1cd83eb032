import type { UnitLinks } from '@hostdeck/contract/properties/property-unit.schemas';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EyeIcon } from '@/shared/ui/icons';
import { PlainButton } from '@/shared/ui/plain/plain-button';
import { useUserInteraction } from '@/shared/api/user-interactions';
import { DeferredTooltip } from '@/shared/ui/deferred-tooltip';
import { useOpenedOnce } from '@/shared/ui/use-opened-once';

// Both dialogs load when the host first asks for the preview, not with every page.
const PreviewInfoModal = lazy(() =>
  import('./preview-info-modal').then((m) => ({ default: m.PreviewInfoModal })),
);
const PreviewLinksModal = lazy(() =>
  import('./preview-links-modal').then((m) => ({ default: m.PreviewLinksModal })),
);

interface PreviewButtonProps {
  /** The selected unit's public listing links; none while it is not published yet. */
  links: UnitLinks['preview'];
}

/**
 * One link opens the listing in a new tab, several open a list to
 * choose from. The first time, an info modal explains the preview ("do not show again" is kept
 * as the `preview_info_dismissed` interaction).
 */
export function PreviewButton({ links }: PreviewButtonProps) {
  const { t } = useTranslation('shell');
  // Unknown (loading or failed) shows the info once more: harmless, and never blocks the preview.
  const dismissed = useUserInteraction('preview_info_dismissed', links.length > 0).data ?? false;
  const [dialog, setDialog] = useState<'info' | 'links' | null>(null);
  const mountDialogs = useOpenedOnce(dialog !== null);
  const only = links.length === 1 ? links[0] : undefined;

  if (links.length === 0) {
    return (
      <DeferredTooltip label={t('preview.unavailable')} withArrow>
        {/* data-disabled keeps the button focusable so the tooltip says why it does nothing. */}
        <PlainButton
          variant="default"
          leftSection={<EyeIcon size={16} />}
          data-disabled
          aria-disabled="true"
          onClick={(event) => event.preventDefault()}
        >
          {t('preview.label')}
        </PlainButton>
      </DeferredTooltip>
    );
  }

  const dialogs = mountDialogs ? (
    <Suspense fallback={null}>
      <PreviewInfoModal
        opened={dialog === 'info'}
        singleUrl={only?.url ?? null}
        onClose={() => setDialog(null)}
        onContinue={() => setDialog(only ? null : 'links')}
      />
      <PreviewLinksModal opened={dialog === 'links'} links={links} onClose={() => setDialog(null)} />
    </Suspense>
  ) : null;

  if (only && dismissed) {
    // A real link: a new tab opened by the browser, never blocked as a pop-up.
    return (
      <PlainButton
        component="a"
        href={only.url}
        target="_blank"
        rel="noopener noreferrer"
        variant="default"
        leftSection={<EyeIcon size={16} />}
        aria-label={t('preview.openLabel')}
      >
        {t('preview.label')}
      </PlainButton>
    );
  }
  return (
    <>
      <PlainButton
        variant="default"
        leftSection={<EyeIcon size={16} />}
        aria-haspopup="dialog"
        onClick={() => setDialog(dismissed ? 'links' : 'info')}
      >
        {t('preview.label')}
      </PlainButton>
      {dialogs}
    </>
  );
}
