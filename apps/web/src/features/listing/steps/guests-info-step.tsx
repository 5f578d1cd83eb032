import '@mantine/core/styles/NumberInput.css';
import { Group, NumberInput, Text } from '@mantine/core';
import { Controller, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdatePropertyUnit } from '@/features/units/api/update-property-unit';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import {
  AreaFields,
  areaDefaults,
  areaPayload,
  type AreaFieldValues,
} from '@/features/units/components/rooms/area-fields';
import { guestsInfoFormSchema, type GuestsInfoFormValues } from '../basics/guests-info.schema';
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
 * Step "guests-and-rooms/info": guests, bedrooms, bathrooms and size in one PATCH. The
 * size is shown in the host's unit and stored in m² as the unit settings do.
 */
export function GuestsInfoStep({ unit }: ListingStepProps) {
  const { t } = useTranslation('listingBasics');
  const update = useUpdatePropertyUnit(unit.propertyUnitPublicId);
  const counts = countRooms(unit.rooms);
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: guestsInfoFormSchema,
    defaultValues: {
      guests: Math.max(unit.guests, 1),
      bedrooms: counts.bedrooms,
      bathrooms: counts.bathrooms,
      ...areaDefaults(unit),
    },
    fields: ['guests', 'bedrooms', 'bathrooms', 'size', 'unit'],
    save: (values) =>
      update.mutateAsync({
        body: {
          guests: values.guests,
          bedroomCount: values.bedrooms,
          rooms: roomsWithCounts(unit.rooms, { bedrooms: values.bedrooms, bathrooms: values.bathrooms }),
          ...areaPayload(values),
        },
      }),
  });
  const control = form.control as unknown as Control<GuestsInfoFormValues>;
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
      <AreaFields form={form as unknown as UseFormReturn<AreaFieldValues>} />
    </SettingsForm>
  );
}
