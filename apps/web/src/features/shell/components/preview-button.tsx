import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Tooltip.css';
import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from '@/shared/ui/icons';

interface PreviewButtonProps {
  /** The selected unit's public listing address; null while it has none. */
  previewUrl: string | null;
}

/**
 * Opens the unit's public listing in a new tab (spec §2 "Preview button"). The list modal for
 * several links and the first-use info modal come with the unit pages (issue 3).
 */
export function PreviewButton({ previewUrl }: PreviewButtonProps) {
  const { t } = useTranslation('shell');
  if (!previewUrl) {
    return (
      <Tooltip label={t('preview.unavailable')} withArrow>
        {/* data-disabled keeps the button focusable so the tooltip says why it does nothing. */}
        <Button
          variant="default"
          leftSection={<EyeIcon size={16} />}
          data-disabled
          aria-disabled="true"
          onClick={(event) => event.preventDefault()}
        >
          {t('preview.label')}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button
      component="a"
      href={previewUrl}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      leftSection={<EyeIcon size={16} />}
      aria-label={t('preview.openLabel')}
    >
      {t('preview.label')}
    </Button>
  );
}
