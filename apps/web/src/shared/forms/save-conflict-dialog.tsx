import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/** A save refused because the record was saved elsewhere after the form was filled: the host's choices. */
export interface SaveConflict {
  /** Throws this form's changes away and shows what is saved now. */
  onReload: () => void;
  /** Saves this form's values over what was saved elsewhere. */
  onOverwrite: () => void;
  /** Closes the question; the form keeps its values and the next save asks again. */
  onDismiss: () => void;
}

/** Tells the host their save would undo someone else's and lets them take theirs or keep their own. */
export function SaveConflictDialog({ conflict }: { conflict: SaveConflict }) {
  const { t } = useTranslation('units');
  return (
    <Modal opened onClose={conflict.onDismiss} title={t('form.conflict.title')} centered>
      <Text size="sm">{t('form.conflict.description')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={conflict.onReload}>
          {t('form.conflict.reload')}
        </Button>
        <Button onClick={conflict.onOverwrite}>{t('form.conflict.overwrite')}</Button>
      </Group>
    </Modal>
  );
}
