import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { showSuccessToast } from '@/shared/ui/toast';
import type { Photo } from '@hostdeck/contract/photos/photos.schemas';
import { useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDeletePhoto, useReorderPhotos, useSetPhotoCover } from '../../api/unit-photos';
import { movePhoto } from '../../photo-checks';
import { PhotoCard } from './photo-card';

/** The unit's photos in display order: drag or use the buttons to reorder; delete asks first. */
export function PhotoGrid({ unitId, photos }: { unitId: string; photos: readonly Photo[] }) {
  const { t } = useTranslation('units');
  // The new order shows at once; the server's answer replaces it when the save settles.
  const [pendingOrder, setPendingOrder] = useState<readonly Photo[] | null>(null);
  const order = pendingOrder ?? photos;
  const [announcement, setAnnouncement] = useState('');
  const [toDelete, setToDelete] = useState<Photo | null>(null);
  const dragFrom = useRef<number | null>(null);
  const reorder = useReorderPhotos(unitId);
  const setCover = useSetPhotoCover(unitId);
  const remove = useDeletePhoto(unitId);
  const busy = reorder.isPending || setCover.isPending || remove.isPending;

  const move = (from: number, to: number) => {
    const next = movePhoto(order, from, to);
    if (next.every((photo, index) => photo.id === order[index]?.id)) return;
    setPendingOrder(next);
    setAnnouncement(t('photos.moved', { position: to + 1 }));
    reorder.mutate(
      next.map((photo) => photo.id),
      { onSettled: () => setPendingOrder(null) },
    );
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => showSuccessToast(t('photos.removed')),
      onSettled: () => setToDelete(null),
    });
  };

  if (order.length === 0) return <Text c="dimmed">{t('photos.empty')}</Text>;
  return (
    <>
      <SimpleGrid
        component="ol"
        cols={{ base: 1, xs: 2, md: 3 }}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('photos.gridLabel')}
      >
        {order.map((photo, index) => (
          <PhotoCard
            key={photo.id}
            photo={photo}
            index={index}
            count={order.length}
            busy={busy}
            onMove={move}
            onSetCover={() => setCover.mutate(photo.id)}
            onDelete={() => setToDelete(photo)}
            onDragStart={(from) => {
              dragFrom.current = from;
            }}
            onDropOn={(to) => {
              if (dragFrom.current !== null) move(dragFrom.current, to);
              dragFrom.current = null;
            }}
          />
        ))}
      </SimpleGrid>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('photos.removeTitle')}
        centered
      >
        <Text>{t('photos.removeBody')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setToDelete(null)}>
            {t('photos.cancel')}
          </Button>
          <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
            {t('photos.removeConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
