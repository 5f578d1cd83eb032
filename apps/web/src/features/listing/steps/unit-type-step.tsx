import { NativeSelect, Text, TextInput } from '@mantine/core';
import { accommodationTypeSchema } from '@hostdeck/contract/properties/property-unit-options.schemas';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdatePropertyUnit } from '@/features/units/api/update-property-unit';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { unitTypeFormSchema } from '../basics/unit-type.schema';
import type { ListingStepProps } from '../listing-step.types';

/** Step "unit-type" (multi-unit, spec §2): the unit's accommodation type and its name. */
export function UnitTypeStep({ unit }: ListingStepProps) {
  const { t } = useTranslation('listingBasics');
  const { t: tUnits } = useTranslation('units');
  const update = useUpdatePropertyUnit(unit.propertyUnitPublicId);
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: unitTypeFormSchema,
    defaultValues: { accommodationType: unit.accommodationType, title: unit.title ?? '' },
    fields: ['accommodationType', 'title'],
    save: async (values) => {
      if (values.accommodationType === null) return;
      await update.mutateAsync({ accommodationType: values.accommodationType, title: values.title });
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
      <Controller
        control={form.control}
        name="accommodationType"
        render={({ field }) => (
          <NativeSelect
            label={t('property.accommodationType')}
            required
            w={{ base: '100%', sm: 320 }}
            data={[
              { value: '', label: '' },
              ...accommodationTypeSchema.options.map((value) => ({
                value,
                label: t(`accommodationTypes.${value}`),
              })),
            ]}
            value={field.value ?? ''}
            onChange={(event) => {
              const parsed = accommodationTypeSchema.safeParse(event.currentTarget.value);
              field.onChange(parsed.success ? parsed.data : null);
            }}
            onBlur={field.onBlur}
            // The only way this field fails is being empty.
            error={errors.accommodationType ? tUnits('validation.required') : undefined}
          />
        )}
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
