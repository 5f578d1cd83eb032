import '@mantine/core/styles/Image.css';
import { Badge, Button, Card, Group, Image, Stack } from '@mantine/core';
import type { Photo } from '@hostdeck/contract/photos/photos.schemas';
import type { DragEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

export interface PhotoCardProps {
  photo: Photo;
  index: number;
  count: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onSetCover: () => void;
  onDelete: () => void;
  onDragStart: (index: number) => void;
  onDropOn: (index: number) => void;
}

/** One photo: draggable, and with buttons for those who reorder by keyboard. */
export function PhotoCard({
  photo,
  index,
  count,
  busy,
  onMove,
  onSetCover,
  onDelete,
  onDragStart,
  onDropOn,
}: PhotoCardProps) {
  const { t } = useTranslation('units');
  const position = index + 1;
  return (
    <Card
      component="li"
      withBorder
      padding="xs"
      draggable={!busy}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', photo.id);
        onDragStart(index);
      }}
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        onDropOn(index);
      }}
      style={{ cursor: busy ? 'default' : 'grab' }}
    >
      <Card.Section pos="relative">
        <Image src={photo.thumbnailUrl} alt={t('photos.photoAlt', { position })} h={160} fit="cover" />
        {photo.isCover ? (
          <Badge pos="absolute" top={8} left={8}>
            {t('photos.cover')}
          </Badge>
        ) : null}
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Group gap={4} grow>
          <Button
            size="xs"
            variant="default"
            disabled={busy || index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={t('photos.moveEarlier', { position })}
          >
            <span aria-hidden>←</span>
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={busy || index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={t('photos.moveLater', { position })}
          >
            <span aria-hidden>→</span>
          </Button>
        </Group>
        {photo.isCover ? null : (
          <Button size="xs" variant="light" disabled={busy} onClick={onSetCover}>
            {t('photos.setCover')}
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          disabled={busy}
          onClick={onDelete}
          aria-label={t('photos.remove', { position })}
        >
          {t('photos.removeConfirm')}
        </Button>
      </Stack>
    </Card>
  );
}
