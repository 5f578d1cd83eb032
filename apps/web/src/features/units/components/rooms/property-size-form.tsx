import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Group, NumberInput, SegmentedControl, Text } from '@mantine/core';
import { areaInUnit, normaliseAreaToSquareMetres } from '@hostdeck/contract/properties/area.rules';
import { measurementSystemSchema } from '@hostdeck/contract/properties/property-unit-options.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useUpdatePropertyUnit } from '../../api/update-property-unit';
import { SettingsForm } from '../form/settings-form';
import { useSettingsForm } from '../form/use-settings-form';

// The contract's limit (100,000 m²) checked on the stored value, whatever unit the host types in.
const MAX_SQUARE_METRES = 100_000;
const sizeSchema = z
  .object({ size: z.number().min(0).nullable(), unit: measurementSystemSchema })
  .refine((v) => v.size === null || normaliseAreaToSquareMetres(v.size, v.unit) <= MAX_SQUARE_METRES, {
    path: ['size'],
    message: 'max',
  });

/** Property size shown in the host's unit and stored in m² (spec §3, 10.76391042 ft² per m²). */
export function PropertySizeForm({ unit }: { unit: PropertyUnit }) {
  const { t } = useTranslation('units');
  const update = useUpdatePropertyUnit(unit.propertyUnitPublicId);
  const hostUnit = unit.propertySizeMeasurementUnit;
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: sizeSchema,
    defaultValues: {
      size: unit.propertySize === null ? null : areaInUnit(unit.propertySize, hostUnit),
      unit: hostUnit,
    },
    fields: ['size', 'unit'],
    save: (values) =>
      update.mutateAsync({
        propertySize: values.size === null ? null : normaliseAreaToSquareMetres(values.size, values.unit),
        propertySizeMeasurementUnit: values.unit,
      }),
  });
  const { size, unit: shownUnit } = form.watch();
  const sizeError = form.formState.errors.size;
  return (
    <SettingsForm
      title={t('size.title')}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <Controller
        control={form.control}
        name="unit"
        render={({ field }) => (
          <SegmentedControl
            aria-label={t('size.measurement')}
            data={measurementSystemSchema.options.map((value) => ({ value, label: t(`size.${value}`) }))}
            value={field.value}
            onChange={(next) => {
              const nextUnit = measurementSystemSchema.parse(next);
              // The same area, shown in the other unit.
              const current = form.getValues('size');
              if (current !== null && current !== undefined && !Number.isNaN(current)) {
                form.setValue(
                  'size',
                  areaInUnit(normaliseAreaToSquareMetres(current, field.value), nextUnit),
                  {
                    shouldDirty: true,
                    shouldValidate: true,
                  },
                );
              }
              field.onChange(nextUnit);
            }}
          />
        )}
      />
      <Group align="flex-end">
        <Controller
          control={form.control}
          name="size"
          render={({ field }) => (
            <NumberInput
              label={t('size.label', { unit: t(`size.unitShort.${shownUnit}`) })}
              min={0}
              decimalScale={2}
              value={field.value ?? ''}
              onChange={(value) =>
                field.onChange(value === '' ? null : typeof value === 'number' ? value : Number.NaN)
              }
              onBlur={field.onBlur}
              error={
                sizeError?.message === 'max'
                  ? t('validation.max', { max: areaInUnit(MAX_SQUARE_METRES, shownUnit) })
                  : sizeError?.message
              }
              w={220}
            />
          )}
        />
        {shownUnit === 'imperial' && typeof size === 'number' && !Number.isNaN(size) ? (
          <Text c="dimmed" size="sm">
            {t('size.stored', { value: normaliseAreaToSquareMetres(size, 'imperial') })}
          </Text>
        ) : null}
      </Group>
    </SettingsForm>
  );
}
