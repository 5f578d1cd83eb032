import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/** Actions a host cannot simply take back; `deleteLast` deletes the property with its last unit. */
export type ConfirmedUnitAction = 'unpublish' | 'delete' | 'deleteLast';

interface ConfirmUnitActionModalProps {
  /** The action and the unit's title while the modal is open; null closes it. */
  request: { action: ConfirmedUnitAction; unitTitle: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive unit action, saying what will happen. */
export function ConfirmUnitActionModal({ request, busy, onConfirm, onClose }: ConfirmUnitActionModalProps) {
  const { t } = useTranslation('propertiesPage');
  const action = request?.action ?? 'delete';
  return (
    <Modal opened={request !== null} onClose={onClose} title={t(`units.confirm.${action}.title`)} centered>
      <Text size="sm">{t(`units.confirm.${action}.description`, { title: request?.unitTitle ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('units.cancel')}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={busy}>
          {t(`units.confirm.${action}.action`)}
        </Button>
      </Group>
    </Modal>
  );
}
