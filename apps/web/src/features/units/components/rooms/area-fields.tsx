import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { areaInUnit, normaliseAreaToSquareMetres } from '@hostdeck/contract/properties/area.rules';
import {
  measurementSystemSchema,
  type MeasurementSystem,
} from '@hostdeck/contract/properties/property-unit-options.schemas';
import {
  updatePropertyUnitBodySchema,
  type PropertyUnit,
} from '@hostdeck/contract/properties/property-unit.schemas';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { NumberField } from '@/shared/forms/number-field';

// The property size as the host types it (their unit) and as it is stored (m²), shared by the
// unit settings' size form and the listing's guests-and-rooms step.

/** The contract's limits (1 to 100,000 m²), checked on the stored value whatever unit the host types in. */
const storedSizeSchema = updatePropertyUnitBodySchema.shape.propertySize.unwrap().unwrap();
export const MIN_SQUARE_METRES = storedSizeSchema.minValue ?? 0;
export const MAX_SQUARE_METRES = storedSizeSchema.maxValue ?? Number.POSITIVE_INFINITY;

export interface AreaFieldValues {
  size: number | null;
  unit: MeasurementSystem;
}

/** For a schema's `.refine(isAreaWithinLimit, AREA_LIMIT_ISSUE)`. */
export const isAreaWithinLimit = (values: AreaFieldValues) =>
  values.size === null || normaliseAreaToSquareMetres(values.size, values.unit) <= MAX_SQUARE_METRES;
export const AREA_LIMIT_ISSUE = { path: ['size'], message: 'max' };

/** For a schema's `.refine(isAreaAboveMinimum, AREA_MINIMUM_ISSUE)`: 0 m² is no home. */
export const isAreaAboveMinimum = (values: AreaFieldValues) =>
  values.size === null ||
  Number.isNaN(values.size) ||
  normaliseAreaToSquareMetres(values.size, values.unit) >= MIN_SQUARE_METRES;
export const AREA_MINIMUM_ISSUE = { path: ['size'], message: 'min' };

export function areaDefaults(unit: PropertyUnit): AreaFieldValues {
  const hostUnit = unit.propertySizeMeasurementUnit;
  return {
    size: unit.propertySize === null ? null : areaInUnit(unit.propertySize, hostUnit),
    unit: hostUnit,
  };
}

export function areaPayload(values: AreaFieldValues) {
  return {
    propertySize: values.size === null ? null : normaliseAreaToSquareMetres(values.size, values.unit),
    propertySizeMeasurementUnit: values.unit,
  };
}

/** The unit switch (converting what is typed) and the size input, with the stored m² for imperial. */
export function AreaFields({ form }: { form: UseFormReturn<AreaFieldValues> }) {
  const { t } = useTranslation('units');
  const shownUnit = form.watch('unit');
  const size = form.watch('size');
  const sizeError = form.formState.errors.size;
  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="unit"
        render={({ field }) => (
          <SegmentedControl
            aria-label={t('size.measurement')}
            w="fit-content"
            data={measurementSystemSchema.options.map((value) => ({ value, label: t(`size.${value}`) }))}
            value={field.value}
            onChange={(next) => {
              const nextUnit = measurementSystemSchema.parse(next);
              // The same area, shown in the other unit.
              const current = form.getValues('size');
              if (current !== null && !Number.isNaN(current)) {
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
        <NumberField
          control={form.control}
          name="size"
          label={t('size.label', { unit: t(`size.unitShort.${shownUnit}`) })}
          min={0}
          decimalScale={2}
          emptyIsNull
          // The limits are on the stored m²: the message names them in the unit the host types in.
          errorText={() =>
            sizeError?.message === 'max'
              ? t('validation.max', { max: areaInUnit(MAX_SQUARE_METRES, shownUnit) })
              : sizeError?.message === 'min'
                ? t('validation.min', { min: areaInUnit(MIN_SQUARE_METRES, shownUnit) })
                : sizeError?.message
          }
          w={220}
        />
        {shownUnit === 'imperial' && typeof size === 'number' && !Number.isNaN(size) ? (
          <Text c="dimmed" size="sm">
            {t('size.stored', { value: normaliseAreaToSquareMetres(size, 'imperial') })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
