import { useTranslation } from '@/shared/i18n/use-translation';
import { PlainVisuallyHidden } from './plain/plain-visually-hidden';
import { PlainBadge } from './plain/plain-badge';

/**
 * Marks a link to a section that is not built yet: a small visible "Soon", and "(coming soon)" in
 * the link's accessible name. Renders nothing for a section that exists.
 */
export function SoonBadge({ comingSoon, compact = false }: { comingSoon: boolean; compact?: boolean }) {
  const { t } = useTranslation('common');
  if (!comingSoon) return null;
  return (
    <>
      <PlainBadge
        size={compact ? 'xs' : 'sm'}
        variant="light"
        color="gray"
        radius="sm"
        aria-hidden="true"
        data-testid="soon-badge"
        labelStyle={{ textTransform: 'none' }}
      >
        {t('soon.badge')}
      </PlainBadge>
      <PlainVisuallyHidden>{t('soon.description')}</PlainVisuallyHidden>
    </>
  );
}
