import '@mantine/core/styles/Input.css';
import { Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useUpdateProperty } from '@/features/properties/api/update-property';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { propertyTitleFormSchema } from '../basics/property-title.schema';
import type { ListingStepProps } from '../listing-step.types';

/** Step "property-title" (multi-unit): the property's name and description. */
export function PropertyTitleStep({ property }: ListingStepProps) {
  const { t } = useTranslation('listingBasics');
  const update = useUpdateProperty(property.id);
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: propertyTitleFormSchema,
    defaultValues: { title: property.title ?? '', description: property.description ?? '' },
    fields: ['title', 'description'],
    save: (values) =>
      update.mutateAsync({
        body: { title: values.title, description: values.description === '' ? null : values.description },
      }),
  });
  const { errors } = form.formState;
  return (
    <SettingsForm
      title={t('propertyTitle.title')}
      description={<Text c="dimmed">{t('propertyTitle.description')}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <TextInput
        label={t('propertyTitle.titleLabel')}
        required
        maxLength={150}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <Textarea
        label={t('propertyTitle.descriptionLabel')}
        description={t('propertyTitle.descriptionHelp')}
        rows={5}
        error={errors.description?.message}
        {...form.register('description')}
      />
    </SettingsForm>
  );
}
