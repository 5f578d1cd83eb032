import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Modal.css';
import { Button, Checkbox, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useRecordUserInteraction } from '@/shared/api/record-user-interaction';

interface PreviewInfoModalProps {
  opened: boolean;
  /** With one link, "open preview" is the link itself (a new tab the browser never blocks). */
  singleUrl: string | null;
  onClose: () => void;
  /** After "continue"; a ticked "do not show again" is stored here first. */
  onContinue: () => void;
}

/** The first-use explanation of the preview. */
export function PreviewInfoModal({ opened, singleUrl, onClose, onContinue }: PreviewInfoModalProps) {
  const { t } = useTranslation('propertiesPage');
  const [dontShowAgain, setDontShowAgain] = useState(false);
  // Not remembering only means the info shows again next time; the preview itself opened.
  const dismiss = useRecordUserInteraction({ errorToast: false });
  const linkProps = singleUrl
    ? ({ component: 'a', href: singleUrl, target: '_blank', rel: 'noopener noreferrer' } as const)
    : {};
  return (
    <Modal opened={opened} onClose={onClose} title={t('preview.infoTitle')} centered>
      <Text size="sm">{t('preview.infoDescription')}</Text>
      <Checkbox
        mt="md"
        label={t('preview.dontShowAgain')}
        checked={dontShowAgain}
        onChange={(event) => setDontShowAgain(event.currentTarget.checked)}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('preview.cancel')}
        </Button>
        <Button
          {...linkProps}
          onClick={() => {
            if (dontShowAgain) dismiss.mutate('preview_info_dismissed');
            onContinue();
          }}
        >
          {t('preview.continue')}
        </Button>
      </Group>
    </Modal>
  );
}
