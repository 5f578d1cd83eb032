import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ColorSwatch.css';
import { Button, ColorSwatch, Group, Select, Stack, TextInput } from '@mantine/core';
import {
  ICAL_FEED_COLORS,
  ICAL_FEED_NAME_MAX_LENGTH,
  ICAL_FEED_URL_MAX_LENGTH,
  isIcalFeedUrl,
  type IcalFeed,
  type IcalFeedBody,
  type IcalFeedColor,
} from '@hostdeck/contract/calendar/ical-feeds.schemas';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { useServerErrorTranslator } from '@/shared/forms/translate-server-error';

type Field = keyof IcalFeedBody;

interface FeedFormProps {
  /** The feed changed, or null for a new one. */
  feed: IcalFeed | null;
  pending: boolean;
  /** Rejects with the server's error; the form puts its field errors on the fields. */
  onSave: (body: IcalFeedBody) => Promise<unknown>;
  onCancel: () => void;
}

/** Name, iCal address and color of an imported calendar. */
export function FeedForm({ feed, pending, onSave, onCancel }: FeedFormProps) {
  const { t } = useTranslation('calendarSync');
  const translate = useServerErrorTranslator();
  const [values, setValues] = useState<IcalFeedBody>({
    name: feed?.name ?? '',
    url: feed?.url ?? '',
    color: feed?.color ?? 'blue',
  });
  const nameRef = useRef<HTMLInputElement>(null);
  // Opening the form puts the cursor in its first field.
  useEffect(() => nameRef.current?.focus(), []);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = t('form.nameRequired');
    if (!isIcalFeedUrl(values.url)) found.url = t('form.urlInvalid');
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    onSave({ ...values, name: values.name.trim(), url: values.url.trim() }).catch((error: unknown) => {
      if (!isApiError(error)) return;
      const next: Partial<Record<Field | 'form', string>> = {};
      for (const fieldError of error.fieldErrors) {
        const field = fieldError.field.split('.').at(-1);
        if (field === 'url') next.url = t('form.urlInvalid');
        else if (field === 'name' || field === 'color') next[field] = translate.field(fieldError);
      }
      if (Object.keys(next).length === 0) next.form = translate.general(error) ?? undefined;
      setErrors(next);
    });
  };

  const colorOptions = ICAL_FEED_COLORS.map((color) => ({ value: color, label: t(`colors.${color}`) }));
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={feed ? t('form.editTitle') : t('form.addTitle')}>
      <Stack gap="sm">
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
          maxLength={ICAL_FEED_NAME_MAX_LENGTH}
          required
          ref={nameRef}
        />
        <TextInput
          label={t('form.url')}
          description={t('form.urlHelp')}
          type="url"
          inputMode="url"
          value={values.url}
          onChange={(event) => set('url', event.currentTarget.value)}
          error={errors.url}
          maxLength={ICAL_FEED_URL_MAX_LENGTH}
          required
        />
        <Select
          label={t('form.color')}
          data={colorOptions}
          value={values.color}
          onChange={(value) => value && set('color', value as IcalFeedColor)}
          allowDeselect={false}
          error={errors.color}
          leftSection={<ColorSwatch color={`var(--mantine-color-${values.color}-6)`} size={14} />}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${option.value}-6)`} size={14} />
              {option.label}
            </Group>
          )}
        />
        {errors.form ? (
          <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
            {errors.form}
          </div>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={pending}>
            {t('form.save')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
