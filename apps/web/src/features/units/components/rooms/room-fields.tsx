import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { roomCanHoldBeds } from '@hostdeck/contract/properties/rooms.rules';
import { bedTypeSchema, type RoomType } from '@hostdeck/contract/properties/rooms.schemas';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { NumberField } from '@/shared/forms/number-field';
import type { RoomsFormValues } from './rooms-form.schema';

export interface RoomFieldsProps {
  control: Control<RoomsFormValues>;
  index: number;
  roomTypes: readonly RoomType[];
  errors: FieldErrors<RoomsFormValues>;
  onRemove: () => void;
}

/** One room: its type and its beds. */
export function RoomFields({ control, index, roomTypes, errors, onRemove }: RoomFieldsProps) {
  const { t } = useTranslation('units');
  const beds = useFieldArray({ control, name: `rooms.${index}.beds` });
  const roomErrors = errors.rooms?.[index];
  const type = useWatch({ control, name: `rooms.${index}.type` });
  const holdsBeds = roomCanHoldBeds(type);
  return (
    <Fieldset legend={t('rooms.roomLabel', { index: index + 1 })}>
      <Stack gap="sm">
        <Controller
          control={control}
          name={`rooms.${index}.type`}
          render={({ field }) => (
            <Select
              label={t('rooms.roomType')}
              data={roomTypes.map((type) => ({ value: type, label: t(`rooms.types.${type}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
            />
          )}
        />
        {beds.fields.map((bed, bedIndex) => (
          <Group key={bed.id} align="flex-end" wrap="nowrap">
            <Controller
              control={control}
              name={`rooms.${index}.beds.${bedIndex}.type`}
              render={({ field }) => (
                <Select
                  label={t('rooms.bedType')}
                  data={bedTypeSchema.options.map((type) => ({
                    value: type,
                    label: t(`rooms.beds.${type}`),
                  }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                />
              )}
            />
            <NumberField
              control={control}
              name={`rooms.${index}.beds.${bedIndex}.count`}
              label={t('rooms.bedCount')}
              min={1}
              max={20}
              allowDecimal={false}
              w={140}
            />
            <Button variant="subtle" color="red" onClick={() => beds.remove(bedIndex)}>
              {t('rooms.removeBed')}
            </Button>
          </Group>
        ))}
        {roomErrors?.beds?.message ? (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {roomErrors.beds.message}
          </Text>
        ) : null}
        <Group justify={holdsBeds ? 'space-between' : 'flex-end'}>
          {holdsBeds ? (
            <Button variant="light" onClick={() => beds.append({ type: 'double', count: 1 })}>
              {t('rooms.addBed')}
            </Button>
          ) : null}
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t('rooms.removeRoom', { index: index + 1 })}
            size="lg"
          >
            ×
          </ActionIcon>
        </Group>
      </Stack>
    </Fieldset>
  );
}
