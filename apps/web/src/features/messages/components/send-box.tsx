import { Button, Group, Text, Textarea } from '@mantine/core';
import { MESSAGE_TEXT_MAX_LENGTH } from '@hostdeck/contract/messaging/messaging.schemas';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendableText } from '../messages.rules';
import classes from './messages-page.module.css';

interface SendBoxProps {
  /** Sends the text; the box empties once it resolves. */
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
  /** Called while the host types, for the guest's typing indicator. */
  onTyping?: () => void;
}

/** Enter sends, Shift+Enter starts a new line; the contract's length cap is shown before sending. */
export function SendBox({ onSend, sending, onTyping }: SendBoxProps) {
  const { t } = useTranslation('messages');
  const [draft, setDraft] = useState('');
  const length = draft.trim().length;
  const tooLong = length > MESSAGE_TEXT_MAX_LENGTH;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = sendableText(draft);
    if (!text || sending) return;
    // A failed send keeps the draft (the error toast says why).
    onSend(text).then(
      () => setDraft(''),
      () => undefined,
    );
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
        <Button type="submit" loading={sending} disabled={sendableText(draft) === null}>
          {t('send.submit')}
        </Button>
      </Group>
    </form>
  );
}
