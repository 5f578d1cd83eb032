import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

export type MoveDirection = 'up' | 'down';

export interface SavedReplyMoveButtonsProps {
  title: string;
  index: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
  /** Lets the list put the keyboard focus back on a button after its reply moved. */
  buttonRef: (direction: MoveDirection, element: HTMLButtonElement | null) => void;
}

/** Up and down for one reply: the keyboard's way (and everyone's) to put the most used ones first. */
export function SavedReplyMoveButtons({
  title,
  index,
  count,
  onMove,
  buttonRef,
}: SavedReplyMoveButtonsProps) {
  const { t } = useTranslation('messages');
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        ref={(element) => buttonRef('up', element)}
        variant="default"
        size="compact-sm"
        disabled={index === 0}
        aria-label={t('savedReplies.moveUp', { title })}
        onClick={() => onMove('up')}
      >
        <span aria-hidden>↑</span>
      </Button>
      <Button
        ref={(element) => buttonRef('down', element)}
        variant="default"
        size="compact-sm"
        disabled={index === count - 1}
        aria-label={t('savedReplies.moveDown', { title })}
        onClick={() => onMove('down')}
      >
        <span aria-hidden>↓</span>
      </Button>
    </Group>
  );
}
