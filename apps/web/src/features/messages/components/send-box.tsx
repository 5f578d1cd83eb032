import { Button, Group, Text, Textarea } from '@mantine/core';
import { MESSAGE_TEXT_MAX_LENGTH } from '@hostdeck/contract/messaging/messaging.schemas';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendMessage } from '../api/history';
import { sendableText } from '../messages.rules';
import classes from './messages-page.module.css';

interface SendBoxProps {
  channelId: string;
  /** Called while the host types, for the guest's typing indicator. */
  onTyping?: () => void;
}

/** Enter sends, Shift+Enter starts a new line; the contract's length cap is shown before sending. */
export function SendBox({ channelId, onTyping }: SendBoxProps) {
  const { t } = useTranslation('messages');
  const [draft, setDraft] = useState('');
  const send = useSendMessage(channelId);
  const length = draft.trim().length;
  const tooLong = length > MESSAGE_TEXT_MAX_LENGTH;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = sendableText(draft);
    if (!text || send.isPending) return;
    send.mutate(text, { onSuccess: () => setDraft('') });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing a word uses Enter to finish it, not to send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} noValidate className={classes.sendBox}>
      <Textarea
        label={t('send.label')}
        placeholder={t('send.placeholder')}
        description={t('send.hint')}
        rows={3}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          onTyping?.();
        }}
        onKeyDown={onKeyDown}
        error={tooLong ? t('send.tooLong', { max: MESSAGE_TEXT_MAX_LENGTH, count: length }) : undefined}
      />
      <Group justify="space-between" mt={4} wrap="nowrap">
        <Text size="xs" c="dimmed" aria-live="polite">
          {length > MESSAGE_TEXT_MAX_LENGTH * 0.9 && !tooLong
            ? t('send.counter', { count: length, max: MESSAGE_TEXT_MAX_LENGTH })
            : null}
        </Text>
        <Button type="submit" loading={send.isPending} disabled={sendableText(draft) === null}>
          {t('send.submit')}
        </Button>
      </Group>
    </form>
  );
}
