import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Loader, Modal, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  MAX_SAVED_REPLIES_PER_HOST,
  type SavedReply,
} from '@hostdeck/contract/messaging/saved-replies.schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ErrorState } from '@/shared/ui/error-state';
import { showSuccessToast } from '@/shared/ui/toast';
import {
  useDeleteSavedReply,
  useReorderSavedReplies,
  useSaveSavedReply,
  useSavedReplies,
} from './saved-replies.api';
import { SavedReplyForm } from './saved-reply-form';
import { SavedReplyMoveButtons, type MoveDirection } from './saved-reply-move-buttons';

/** Which reply the form edits: a new one, one of the list, or none (the form is closed). */
type Editing = { reply: SavedReply | null } | null;

/** The reply just moved and where to: its button gets the focus back once the list shows it there. */
type Moved = { id: string; direction: MoveDirection; index: number } | null;

/** The host's saved replies: add, edit, delete and reorder them. */
export function SavedRepliesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('messages');
  const replies = useSavedReplies();
  const save = useSaveSavedReply();
  const remove = useDeleteSavedReply();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const reorder = useReorderSavedReplies();
  const [announcement, setAnnouncement] = useState('');
  const moved = useRef<Moved>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const items = replies.data?.items ?? [];
  const full = items.length >= MAX_SAVED_REPLIES_PER_HOST;

  // Moving a list item moves its element, which drops the keyboard focus: put it back on the
  // pressed button, or on the other one when the reply reached the end and that one is disabled.
  const shown = replies.data;
  useEffect(() => {
    const last = moved.current;
    if (!last || shown?.items[last.index]?.id !== last.id) return;
    const pressed = moveButtons.current.get(`${last.id}:${last.direction}`);
    const other = moveButtons.current.get(`${last.id}:${last.direction === 'up' ? 'down' : 'up'}`);
    (pressed && !pressed.disabled ? pressed : other)?.focus();
    moved.current = null;
  }, [shown]);

  const move = (reply: SavedReply, index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= items.length) return;
    const ids = items.map((item) => item.id);
    ids.splice(index, 1);
    ids.splice(to, 0, reply.id);
    reorder.mutate(ids);
    moved.current = { id: reply.id, direction, index: to };
    setAnnouncement(t('savedReplies.moved', { title: reply.title, position: to + 1 }));
  };

  const form = editing ? (
    <SavedReplyForm
      key={editing.reply?.id ?? 'new'}
      reply={editing.reply}
      onCancel={() => setEditing(null)}
      onSave={(body) => save.mutateAsync({ id: editing.reply?.id ?? null, body })}
      onSaved={() => {
        setEditing(null);
        showSuccessToast(t('savedReplies.saved'));
      }}
    />
  ) : null;

  return (
    <Modal opened onClose={onClose} title={t('savedReplies.dialogTitle')} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('savedReplies.intro')}
        </Text>
        {replies.isPending ? <Loader size="sm" aria-label={t('savedReplies.loading')} /> : null}
        {replies.isError ? (
          <ErrorState
            title={t('savedReplies.loadError')}
            retrying={replies.isRefetching}
            onRetry={() => void replies.refetch()}
          />
        ) : null}
        {replies.isSuccess && items.length === 0 && !editing ? (
          <Text size="sm">{t('savedReplies.empty')}</Text>
        ) : null}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((reply, index) => (
            <li key={reply.id}>
              {editing?.reply?.id === reply.id ? (
                form
              ) : (
                <Paper withBorder p="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {reply.title}
                      </Text>
                      <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
                        {reply.body}
                      </Text>
                    </Stack>
                    {confirming === reply.id ? (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          color="red"
                          size="compact-sm"
                          loading={remove.isPending}
                          aria-label={t('savedReplies.confirmDelete', { title: reply.title })}
                          onClick={() =>
                            remove.mutate(reply.id, {
                              onSuccess: () => {
                                setConfirming(null);
                                showSuccessToast(t('savedReplies.deleted'));
                              },
                            })
                          }
                        >
                          {t('savedReplies.confirmDeleteShort')}
                        </Button>
                        <Button variant="default" size="compact-sm" onClick={() => setConfirming(null)}>
                          {t('savedReplies.cancel')}
                        </Button>
                      </Group>
                    ) : (
                      <Group gap="xs" wrap="nowrap">
                        {items.length > 1 ? (
                          <SavedReplyMoveButtons
                            title={reply.title}
                            index={index}
                            count={items.length}
                            onMove={(direction) => move(reply, index, direction)}
                            buttonRef={(direction, element) => {
                              const key = `${reply.id}:${direction}`;
                              if (element) moveButtons.current.set(key, element);
                              else moveButtons.current.delete(key);
                            }}
                          />
                        ) : null}
                        <Button
                          variant="default"
                          size="compact-sm"
                          aria-label={t('savedReplies.editNamed', { title: reply.title })}
                          onClick={() => setEditing({ reply })}
                        >
                          {t('savedReplies.edit')}
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          aria-label={t('savedReplies.deleteNamed', { title: reply.title })}
                          onClick={() => setConfirming(reply.id)}
                        >
                          {t('savedReplies.delete')}
                        </Button>
                      </Group>
                    )}
                  </Group>
                </Paper>
              )}
            </li>
          ))}
        </Stack>
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        {editing && editing.reply === null ? (
          <Paper withBorder p="sm">
            {form}
          </Paper>
        ) : null}
        {replies.isSuccess && !editing ? (
          full ? (
            <Text size="sm">{t('savedReplies.full', { max: MAX_SAVED_REPLIES_PER_HOST })}</Text>
          ) : (
            <Group>
              <Button onClick={() => setEditing({ reply: null })}>{t('savedReplies.add')}</Button>
            </Group>
          )
        ) : null}
      </Stack>
    </Modal>
  );
}
