import { Button, Text } from '@mantine/core';
import type { PropertiesConfiguration } from '@hostdeck/contract/properties/properties-configuration.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { useEffect, type ReactNode } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { bedCount } from '@hostdeck/contract/properties/rooms.rules';
import { useUpdatePropertyUnit } from '../../api/update-property-unit';
import { NumberField } from '@/shared/forms/number-field';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { RoomFields } from './room-fields';
import { roomsFormSchema, type RoomsFormValues } from './rooms-form.schema';

export interface RoomsFormProps {
  unit: PropertyUnit;
  room: PropertiesConfiguration['propertyUnit']['room'];
  /** The listing flow's text under the heading. */
  description?: ReactNode;
}

/** Guests and rooms with their beds; the bedroom count follows the bedrooms listed. */
export function RoomsForm({ unit, room, description }: RoomsFormProps) {
  const { t } = useTranslation('units');
  const update = useUpdatePropertyUnit(unit.propertyUnitPublicId);
  const { form, onSubmit, canSave, formMessage, saving, conflict } = useSettingsForm({
    schema: roomsFormSchema,
    defaultValues: {
      guests: unit.guests,
      rooms: unit.rooms.map((item) => ({
        id: item.id,
        type: item.type ?? room.defaultType,
        beds: item.beds ?? [],
      })),
    },
    fields: ['guests', 'rooms'],
    version: unit.version,
    save: (values, version) =>
      update.mutateAsync({
        body: {
          guests: values.guests,
          rooms: values.rooms,
          bedroomCount: values.rooms.filter((item) => item.type === 'bedroom').length,
        },
        version,
      }),
  });
  const control = form.control as unknown as Control<RoomsFormValues>;
  // `key`, not `id`: rooms carry their own stored id.
  const rooms = useFieldArray<RoomsFormValues, 'rooms', 'key'>({ control, name: 'rooms', keyName: 'key' });
  const roomTypes = form.watch('rooms') ?? [];
  const bedrooms = roomTypes.filter((item) => item.type === 'bedroom').length;
  const beds = bedCount(roomTypes.map((item) => ({ beds: item.beds ?? [] })));
  // Whether any bed is listed is a rule of the whole list, which typing in one field does not
  // re-check: check it whenever the count of beds changes, so Save is never disabled without a reason.
  useEffect(() => {
    void form.trigger('rooms');
  }, [beds, form]);
  return (
    <SettingsForm
      title={t('rooms.title')}
      description={description}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
      conflict={conflict}
    >
      <NumberField
        control={control}
        name="guests"
        label={t('rooms.guests')}
        required
        min={1}
        max={50}
        allowDecimal={false}
        w={200}
      />
      <Text aria-live="polite">{t('rooms.bedroomCount', { count: bedrooms })}</Text>
      {rooms.fields.length === 0 ? <Text c="dimmed">{t('rooms.noRooms')}</Text> : null}
      {rooms.fields.map((item, index) => (
        <RoomFields
          key={item.key}
          control={control}
          index={index}
          roomTypes={room.types}
          errors={form.formState.errors}
          onRemove={() => rooms.remove(index)}
        />
      ))}
      {(form.formState.errors.rooms?.root?.message ?? form.formState.errors.rooms?.message) ? (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {form.formState.errors.rooms?.root?.message ?? form.formState.errors.rooms?.message}
        </Text>
      ) : null}
      <Button variant="light" onClick={() => rooms.append({ type: room.defaultType, beds: [] })}>
        {t('rooms.addRoom')}
      </Button>
    </SettingsForm>
  );
}
