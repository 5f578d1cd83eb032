import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface AnswerDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** The form; mounted afresh at every opening, so a dialog never reopens with the last attempt in it. */
  children: ReactNode;
}

/** The frame of the reject and cancel forms. */
export function AnswerDialog({ opened, title, onClose, children }: AnswerDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      {opened ? children : null}
    </Modal>
  );
}
