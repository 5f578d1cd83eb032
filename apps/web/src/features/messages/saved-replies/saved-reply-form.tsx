import '@mantine/core/styles/Input.css';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  SAVED_REPLY_BODY_MAX_LENGTH,
  SAVED_REPLY_PLACEHOLDERS,
  SAVED_REPLY_TITLE_MAX_LENGTH,
  type SavedReply,
  type SavedReplyBody,
} from '@hostdeck/contract/messaging/saved-replies.schemas';
import { placeholderToken } from '@hostdeck/contract/messaging/saved-replies.rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { useServerErrorTranslator } from '@/shared/forms/translate-server-error';
import { insertIntoDraft } from './insert-text.rules';

type Field = keyof SavedReplyBody;

interface SavedReplyFormProps {
  /** The reply changed, or null for a new one. */
  reply: SavedReply | null;
  pending: boolean;
  /** Rejects with the server's error; the form puts its field errors on the fields. */
  onSave: (body: SavedReplyBody) => Promise<unknown>;
  onCancel: () => void;
}

/** A saved reply's title and text, with the placeholders offered as buttons that insert them. */
export function SavedReplyForm({ reply, pending, onSave, onCancel }: SavedReplyFormProps) {
  const { t } = useTranslation('messages');
  const translate = useServerErrorTranslator();
  const [values, setValues] = useState<SavedReplyBody>({
    title: reply?.title ?? '',
    body: reply?.body ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const placeholdersId = useId();
  // Opening the form puts the cursor in its first field.
  useEffect(() => titleRef.current?.focus(), []);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const insertPlaceholder = (token: string) => {
    const field = bodyRef.current;
    const next = insertIntoDraft(
      values.body,
      token,
      field ? { start: field.selectionStart, end: field.selectionEnd } : null,
    );
    set('body', next.value);
    requestAnimationFrame(() => {
      bodyRef.current?.focus();
      bodyRef.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.title.trim()) found.title = t('savedReplies.form.titleRequired');
    if (!values.body.trim()) found.body = t('savedReplies.form.bodyRequired');
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    onSave({ title: values.title.trim(), body: values.body.trim() }).catch((error: unknown) => {
      if (!isApiError(error)) return;
      const next: Partial<Record<Field | 'form', string>> = {};
      for (const fieldError of error.fieldErrors) {
        const field = fieldError.field.split('.').at(-1);
        if (field === 'title' || field === 'body') next[field] = translate.field(fieldError);
      }
      if (Object.keys(next).length === 0) next.form = translate.general(error) ?? undefined;
      setErrors(next);
    });
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={reply ? t('savedReplies.form.editTitle') : t('savedReplies.form.addTitle')}
    >
      <Stack gap="sm">
        <TextInput
          label={t('savedReplies.form.title')}
          placeholder={t('savedReplies.form.titlePlaceholder')}
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={errors.title}
          maxLength={SAVED_REPLY_TITLE_MAX_LENGTH}
          required
          ref={titleRef}
        />
        <Textarea
          label={t('savedReplies.form.body')}
          description={t('savedReplies.form.bodyHelp')}
          value={values.body}
          onChange={(event) => set('body', event.currentTarget.value)}
          error={errors.body}
          maxLength={SAVED_REPLY_BODY_MAX_LENGTH}
          rows={6}
          required
          ref={bodyRef}
        />
        <Stack gap={4}>
          <Text size="sm" id={placeholdersId}>
            {t('savedReplies.form.placeholders')}
          </Text>
          <Group gap={6} role="group" aria-labelledby={placeholdersId}>
            {SAVED_REPLY_PLACEHOLDERS.map((name) => (
              <Button
                key={name}
                variant="default"
                size="compact-xs"
                radius="xl"
                onClick={() => insertPlaceholder(placeholderToken(name))}
              >
                {t(`savedReplies.placeholders.${name}`)}
              </Button>
            ))}
          </Group>
        </Stack>
        {errors.form ? (
          <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
            {errors.form}
          </div>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={pending}>
            {t('savedReplies.form.save')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('savedReplies.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
