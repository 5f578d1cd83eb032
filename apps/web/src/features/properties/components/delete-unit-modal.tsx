import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DeleteUnitModalProps {
  /** The unit's title while the modal is open; null closes it. */
  unitTitle: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Deleting cannot be undone (spec §4), so it asks first. */
export function DeleteUnitModal({ unitTitle, deleting, onConfirm, onClose }: DeleteUnitModalProps) {
  const { t } = useTranslation('propertiesPage');
  return (
    <Modal opened={unitTitle !== null} onClose={onClose} title={t('units.deleteTitle')} centered>
      <Text size="sm">{t('units.deleteDescription', { title: unitTitle ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={deleting}>
          {t('units.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting}>
          {t('units.deleteConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}
