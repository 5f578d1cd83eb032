import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Badge.css';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * Marks a link to a section that is not built yet: a small visible "Soon", and "(coming soon)" in
 * the link's accessible name. Renders nothing for a section that exists.
 */
export function SoonBadge({ comingSoon, compact = false }: { comingSoon: boolean; compact?: boolean }) {
  const { t } = useTranslation('common');
  if (!comingSoon) return null;
  return (
    <>
      <Badge
        size={compact ? 'xs' : 'sm'}
        variant="light"
        color="gray"
        radius="sm"
        aria-hidden="true"
        data-testid="soon-badge"
        styles={{ label: { textTransform: 'none' } }}
      >
        {t('soon.badge')}
      </Badge>
      <VisuallyHidden>{t('soon.description')}</VisuallyHidden>
    </>
  );
}
