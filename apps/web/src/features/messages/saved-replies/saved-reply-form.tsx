import '@mantine/core/styles/Input.css';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  SAVED_REPLY_BODY_MAX_LENGTH,
  SAVED_REPLY_PLACEHOLDERS,
  SAVED_REPLY_TITLE_MAX_LENGTH,
  savedReplyBodySchema,
  type SavedReply,
  type SavedReplyBody,
} from '@hostdeck/contract/messaging/saved-replies.schemas';
import { placeholderToken } from '@hostdeck/contract/messaging/saved-replies.rules';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FormFooter } from '@/shared/forms/form-footer';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { insertIntoDraft } from './insert-text.rules';

const FIELDS = ['title', 'body'] as const;

interface SavedReplyFormProps {
  /** The reply changed, or null for a new one. */
  reply: SavedReply | null;
  /** Saves the reply; rejects with the server's error, which the form puts on its fields. */
  onSave: (body: SavedReplyBody) => Promise<unknown>;
  /** The reply is saved: the dialog closes the form and says so. */
  onSaved: () => void;
  onCancel: () => void;
}

/** A saved reply's title and text, with the placeholders offered as buttons that insert them. */
export function SavedReplyForm({ reply, onSave, onSaved, onCancel }: SavedReplyFormProps) {
  const { t } = useTranslation('messages');
  const { form, onSubmit, formMessage, saving } = useSettingsForm({
    schema: savedReplyBodySchema,
    defaultValues: { title: reply?.title ?? '', body: reply?.body ?? '' },
    fields: FIELDS,
    save: (body) => onSave(body),
    onSaved,
  });
  const { errors } = form.formState;
  const bodyField = form.register('body');
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const mergedBodyRef = useMergedRef(bodyField.ref, bodyRef);
  const placeholdersId = useId();
  // Opening the form puts the cursor in its first field.
  useEffect(() => form.setFocus('title'), [form]);

  const insertPlaceholder = (token: string) => {
    const field = bodyRef.current;
    const next = insertIntoDraft(
      form.getValues('body'),
      token,
      field ? { start: field.selectionStart, end: field.selectionEnd } : null,
    );
    form.setValue('body', next.value, { shouldDirty: true, shouldValidate: true });
    requestAnimationFrame(() => {
      bodyRef.current?.focus();
      bodyRef.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={reply ? t('savedReplies.form.editTitle') : t('savedReplies.form.addTitle')}
    >
      <Stack gap="sm">
        <TextInput
          label={t('savedReplies.form.title')}
          placeholder={t('savedReplies.form.titlePlaceholder')}
          error={
            errors.title?.type === 'too_small' ? t('savedReplies.form.titleRequired') : errors.title?.message
          }
          maxLength={SAVED_REPLY_TITLE_MAX_LENGTH}
          required
          {...form.register('title')}
        />
        <Textarea
          label={t('savedReplies.form.body')}
          description={t('savedReplies.form.bodyHelp')}
          error={
            errors.body?.type === 'too_small' ? t('savedReplies.form.bodyRequired') : errors.body?.message
          }
          maxLength={SAVED_REPLY_BODY_MAX_LENGTH}
          rows={6}
          required
          {...bodyField}
          ref={mergedBodyRef}
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
        <FormFooter
          formMessage={formMessage}
          backLabel={t('savedReplies.cancel')}
          submitLabel={t('savedReplies.form.save')}
          submitting={saving}
          onBack={onCancel}
        />
      </Stack>
    </form>
  );
}
