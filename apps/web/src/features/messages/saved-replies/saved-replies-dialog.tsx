import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import {
  MAX_SAVED_REPLIES_PER_HOST,
  type SavedReply,
} from '@hostdeck/contract/messaging/saved-replies.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/shared/ui/error-state';
import { showSuccessToast } from '@/shared/ui/toast';
import { useDeleteSavedReply, useSaveSavedReply, useSavedReplies } from './saved-replies.api';
import { SavedReplyForm } from './saved-reply-form';

/** Which reply the form edits: a new one, one of the list, or none (the form is closed). */
type Editing = { reply: SavedReply | null } | null;

/** The host's saved replies: add, edit and delete them. */
export function SavedRepliesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('messages');
  const replies = useSavedReplies();
  const save = useSaveSavedReply();
  const remove = useDeleteSavedReply();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const items = replies.data?.items ?? [];
  const full = items.length >= MAX_SAVED_REPLIES_PER_HOST;

  const form = editing ? (
    <SavedReplyForm
      key={editing.reply?.id ?? 'new'}
      reply={editing.reply}
      pending={save.isPending}
      onCancel={() => setEditing(null)}
      onSave={(body) =>
        save.mutateAsync({ id: editing.reply?.id ?? null, body }).then(() => {
          setEditing(null);
          showSuccessToast(t('savedReplies.saved'));
        })
      }
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
          {items.map((reply) => (
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
