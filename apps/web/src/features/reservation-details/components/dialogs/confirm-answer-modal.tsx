import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

interface ConfirmAnswerModalProps {
  opened: boolean;
  title: string;
  /** Who stays where and when, so the host confirms the stay they mean. */
  stay: string;
  /** What confirming sets in motion. */
  consequence: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once more before a yes the host cannot take back. */
export function ConfirmAnswerModal(props: ConfirmAnswerModalProps) {
  const { t } = useTranslation('reservationDetails');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="sm">
        <Text size="sm">{props.stay}</Text>
        <Text size="sm" c="dimmed">
          {props.consequence}
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose} disabled={props.busy}>
          {t('confirmDialog.back')}
        </Button>
        <Button onClick={props.onConfirm} loading={props.busy}>
          {t('confirmDialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
