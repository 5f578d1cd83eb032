import '@mantine/core/styles/Input.css';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { MESSAGE_TEXT_MAX_LENGTH } from '@hostdeck/contract/messaging/messaging.schemas';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { sendableText } from '../messages.rules';
import { insertIntoDraft } from '../saved-replies/insert-text.rules';
import { SavedRepliesButton } from '../saved-replies/saved-replies-button';
import classes from './messages-page.module.css';

interface SendBoxProps {
  /** Sends the text; the box empties once it resolves. */
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
  /** Called while the host types, for the guest's typing indicator. */
  onTyping?: () => void;
  /** The host's conversation: offers the saved replies, filled from its stay (not in the guest's chat). */
  savedRepliesChannelId?: string;
}

/** Enter sends, Shift+Enter starts a new line; the contract's length cap is shown before sending. */
export function SendBox({ onSend, sending, onTyping, savedRepliesChannelId }: SendBoxProps) {
  const { t } = useTranslation('messages');
  const [draft, setDraft] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const formId = useId();
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

  // Inserted where the caret was (the field keeps its selection while a menu has the focus).
  const insert = (text: string) => {
    const field = fieldRef.current;
    const selection = field ? { start: field.selectionStart, end: field.selectionEnd } : null;
    const next = insertIntoDraft(draft, text, selection, { ownLine: true });
    setDraft(next.value);
    requestAnimationFrame(() => {
      fieldRef.current?.focus();
      fieldRef.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing a word uses Enter to finish it, not to send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  // The buttons sit outside the form, the send button joined to it by its id: the saved replies'
  // dialog has forms of its own, and React passes a submit up its component tree (through the
  // dialog's portal), so inside this form saving a reply also sent the draft.
  return (
    <div className={classes.sendBox}>
      <form id={formId} onSubmit={submit} noValidate>
        <Textarea
          label={t('send.label')}
          placeholder={t('send.placeholder')}
          description={t('send.hint')}
          rows={3}
          ref={fieldRef}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            onTyping?.();
          }}
          onKeyDown={onKeyDown}
          error={tooLong ? t('send.tooLong', { max: MESSAGE_TEXT_MAX_LENGTH, count: length }) : undefined}
        />
      </form>
      <Group justify="space-between" mt={4} wrap="nowrap">
        <Text size="xs" c="dimmed" aria-live="polite">
          {length > MESSAGE_TEXT_MAX_LENGTH * 0.9 && !tooLong
            ? t('send.counter', { count: length, max: MESSAGE_TEXT_MAX_LENGTH })
            : null}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {savedRepliesChannelId ? (
            <SavedRepliesButton channelId={savedRepliesChannelId} onInsert={insert} />
          ) : null}
          <Button type="submit" form={formId} loading={sending} disabled={sendableText(draft) === null}>
            {t('send.submit')}
          </Button>
        </Group>
      </Group>
    </div>
  );
}
