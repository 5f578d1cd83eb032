import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Group, NumberInput, SegmentedControl, Text } from '@mantine/core';
import { areaInUnit, normaliseAreaToSquareMetres } from '@hostdeck/contract/properties/area.rules';
import { measurementSystemSchema } from '@hostdeck/contract/properties/property-unit-options.schemas';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdatePropertyUnit } from '@/features/units/api/update-property-unit';
import { SettingsForm } from '@/features/units/components/form/settings-form';
import { useSettingsForm } from '@/features/units/components/form/use-settings-form';
import {
  guestsInfoFormSchema,
  MAX_SQUARE_METRES,
  type GuestsInfoFormValues,
} from '../basics/guests-info.schema';
import { countRooms, roomsWithCounts } from '../basics/room-counts.rules';
import type { ListingStepProps } from '../listing-step.types';

type CountField = 'guests' | 'bedrooms' | 'bathrooms';

function CountInput(props: {
  control: Control<GuestsInfoFormValues>;
  name: CountField;
  label: string;
  min: number;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={props.label}
          required
          min={props.min}
          max={50}
          allowDecimal={false}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          w={160}
        />
      )}
    />
  );
}

/**
 * Step "guests-and-rooms/info" (spec §2): guests, bedrooms, bathrooms and size in one PATCH. The
 * size is shown in the host's unit and stored in m² as the unit settings do (spec §3).
 */
export function GuestsInfoStep({ unit }: ListingStepProps) {
  const { t } = useTranslation('listingBasics');
  const { t: tUnits } = useTranslation('units');
  const update = useUpdatePropertyUnit(unit.propertyUnitPublicId);
  const counts = countRooms(unit.rooms);
  const hostUnit = unit.propertySizeMeasurementUnit;
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: guestsInfoFormSchema,
    defaultValues: {
      guests: Math.max(unit.guests, 1),
      bedrooms: counts.bedrooms,
      bathrooms: counts.bathrooms,
      size: unit.propertySize === null ? null : areaInUnit(unit.propertySize, hostUnit),
      unit: hostUnit,
    },
    fields: ['guests', 'bedrooms', 'bathrooms', 'size', 'unit'],
    save: (values) =>
      update.mutateAsync({
        guests: values.guests,
        bedroomCount: values.bedrooms,
        rooms: roomsWithCounts(unit.rooms, { bedrooms: values.bedrooms, bathrooms: values.bathrooms }),
        propertySize: values.size === null ? null : normaliseAreaToSquareMetres(values.size, values.unit),
        propertySizeMeasurementUnit: values.unit,
      }),
  });
  const control = form.control as unknown as Control<GuestsInfoFormValues>;
  const shownUnit = form.watch('unit');
  const sizeError = form.formState.errors.size;
  return (
    <SettingsForm
      title={t('guestsInfo.title')}
      description={<Text c="dimmed">{t('guestsInfo.description')}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <Group align="flex-start">
        <CountInput control={control} name="guests" label={t('guestsInfo.guests')} min={1} />
        <CountInput control={control} name="bedrooms" label={t('guestsInfo.bedrooms')} min={0} />
        <CountInput control={control} name="bathrooms" label={t('guestsInfo.bathrooms')} min={0} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('guestsInfo.roomsHelp')}
      </Text>
      <Controller
        control={control}
        name="unit"
        render={({ field }) => (
          <SegmentedControl
            aria-label={tUnits('size.measurement')}
            w="fit-content"
            data={measurementSystemSchema.options.map((value) => ({ value, label: tUnits(`size.${value}`) }))}
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
      <Controller
        control={control}
        name="size"
        render={({ field }) => (
          <NumberInput
            label={tUnits('size.label', { unit: tUnits(`size.unitShort.${shownUnit}`) })}
            min={0}
            decimalScale={2}
            value={field.value ?? ''}
            onChange={(value) =>
              field.onChange(value === '' ? null : typeof value === 'number' ? value : Number.NaN)
            }
            onBlur={field.onBlur}
            error={
              sizeError?.message === 'max'
                ? tUnits('validation.max', { max: areaInUnit(MAX_SQUARE_METRES, shownUnit) })
                : sizeError?.message
            }
            w={220}
          />
        )}
      />
    </SettingsForm>
  );
}
