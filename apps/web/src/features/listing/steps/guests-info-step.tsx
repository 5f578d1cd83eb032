import { Group, Text } from '@mantine/core';
import type { Control, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useUpdatePropertyUnit } from '@/features/units/api/update-property-unit';
import { NumberField } from '@/shared/forms/number-field';
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
        {(['guests', 'bedrooms', 'bathrooms'] as const).map((name) => (
          <NumberField
            key={name}
            control={control}
            name={name}
            label={t(`guestsInfo.${name}`)}
            required
            min={name === 'guests' ? 1 : 0}
            max={50}
            allowDecimal={false}
            w={160}
          />
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t('guestsInfo.roomsHelp')}
      </Text>
      <AreaFields form={form as unknown as UseFormReturn<AreaFieldValues>} />
    </SettingsForm>
  );
}
