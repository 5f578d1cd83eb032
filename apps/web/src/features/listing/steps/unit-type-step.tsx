import '@mantine/core/styles/Input.css';
import { Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { AccommodationTypeField } from '../basics/accommodation-type-field';
import { useUpdatePropertyUnit } from '@/features/units/api/update-property-unit';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { unitTypeFormSchema } from '../basics/unit-type.schema';
import type { ListingStepProps } from '../listing-step.types';

/** Step "unit-type" (multi-unit): the unit's accommodation type and its name. */
export function UnitTypeStep({ unit }: ListingStepProps) {
  const { t } = useTranslation('listingBasics');
  const update = useUpdatePropertyUnit(unit.propertyUnitPublicId);
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: unitTypeFormSchema,
    defaultValues: { accommodationType: unit.accommodationType, title: unit.title ?? '' },
    fields: ['accommodationType', 'title'],
    save: async (values) => {
      if (values.accommodationType === null) return;
      await update.mutateAsync({
        body: { accommodationType: values.accommodationType, title: values.title },
      });
    },
  });
  const { errors } = form.formState;
  return (
    <SettingsForm
      title={t('unitType.title')}
      description={<Text c="dimmed">{t('unitType.description')}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <AccommodationTypeField
        control={form.control}
        name="accommodationType"
        invalid={Boolean(errors.accommodationType)}
      />
      <TextInput
        label={t('unitType.titleLabel')}
        description={t('unitType.titleHelp')}
        required
        maxLength={150}
        error={errors.title?.message}
        {...form.register('title')}
      />
    </SettingsForm>
  );
}
