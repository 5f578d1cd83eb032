import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ColorSwatch.css';
import { ColorSwatch, Group, Select, Stack, TextInput } from '@mantine/core';
import {
  ICAL_FEED_COLORS,
  ICAL_FEED_NAME_MAX_LENGTH,
  ICAL_FEED_URL_MAX_LENGTH,
  icalFeedBodySchema,
  type IcalFeed,
  type IcalFeedBody,
  type IcalFeedColor,
} from '@hostdeck/contract/calendar/ical-feeds.schemas';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FormFooter } from '@/shared/forms/form-footer';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { useChannelKeys } from '../api/calendar-sync.api';

const FIELDS = ['name', 'url', 'color', 'channelKeyId'] as const;
/** The channel select's value for "no key" (a select option needs a text value). */
const NO_KEY = 'none';

interface FeedFormProps {
  /** The feed changed, or null for a new one. */
  feed: IcalFeed | null;
  /** Saves the feed; rejects with the server's error, which the form puts on its fields. */
  onSave: (body: IcalFeedBody) => Promise<IcalFeed>;
  /** The feed is saved: the panel closes the form and says how its first read went. */
  onSaved: (feed: IcalFeed) => void;
  onCancel: () => void;
}

/** Name, iCal address and color of an imported calendar. */
export function FeedForm({ feed, onSave, onSaved, onCancel }: FeedFormProps) {
  const { t } = useTranslation('calendarSync');
  const { form, onSubmit, formMessage, saving } = useSettingsForm({
    schema: icalFeedBodySchema,
    defaultValues: {
      name: feed?.name ?? '',
      url: feed?.url ?? '',
      color: feed?.color ?? 'blue',
      channelKeyId: feed?.channelKeyId ?? null,
    },
    fields: FIELDS,
    save: (body) => onSave(body),
    onSaved,
  });
  // Opening the form puts the cursor in its first field.
  useEffect(() => form.setFocus('name'), [form]);
  const { errors } = form.formState;
  const colorOptions = ICAL_FEED_COLORS.map((color) => ({ value: color, label: t(`colors.${color}`) }));
  const channelKeys = useChannelKeys();
  const keyOptions = [
    { value: NO_KEY, label: t('form.channelKeyNone') },
    ...(channelKeys.data?.items ?? []).map((key) => ({
      value: key.id,
      label: `${key.name} (${key.prefix}…)`,
    })),
  ];
  return (
    <form onSubmit={onSubmit} noValidate aria-label={feed ? t('form.editTitle') : t('form.addTitle')}>
      <Stack gap="sm">
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          error={errors.name?.type === 'too_small' ? t('form.nameRequired') : errors.name?.message}
          maxLength={ICAL_FEED_NAME_MAX_LENGTH}
          required
          {...form.register('name')}
        />
        {/* Whatever is wrong with an address, from the browser's check or the server's, the fix is the same. */}
        <TextInput
          label={t('form.url')}
          description={t('form.urlHelp')}
          type="url"
          inputMode="url"
          error={errors.url ? t('form.urlInvalid') : undefined}
          maxLength={ICAL_FEED_URL_MAX_LENGTH}
          required
          {...form.register('url')}
        />
        <Controller
          control={form.control}
          name="color"
          render={({ field, fieldState }) => (
            <Select
              label={t('form.color')}
              data={colorOptions}
              value={field.value}
              onChange={(value) => value && field.onChange(value as IcalFeedColor)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={fieldState.error?.message}
              leftSection={<ColorSwatch color={`var(--mantine-color-${field.value}-6)`} size={14} />}
              renderOption={({ option }) => (
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={`var(--mantine-color-${option.value}-6)`} size={14} />
                  {option.label}
                </Group>
              )}
            />
          )}
        />
        {/* Names the channel's API key, so its bookings listed again in this feed are not double bookings. */}
        <Controller
          control={form.control}
          name="channelKeyId"
          render={({ field, fieldState }) => (
            <Select
              label={t('form.channelKey')}
              description={t('form.channelKeyHelp')}
              data={keyOptions}
              value={field.value ?? NO_KEY}
              onChange={(value) => field.onChange(!value || value === NO_KEY ? null : value)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormFooter
          formMessage={formMessage}
          backLabel={t('cancel')}
          submitLabel={t('form.save')}
          submitting={saving}
          onBack={onCancel}
        />
      </Stack>
    </form>
  );
}
