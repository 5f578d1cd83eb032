import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { accommodationTypeSchema } from '@hostdeck/contract/properties/property-unit-options.schemas';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';

interface AccommodationTypeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  description?: string;
  /** Set when the form refused the value; the only way it fails is being empty. */
  invalid: boolean;
}

/** The kind of accommodation, chosen with the kit's Select like every other single choice from a list. */
export function AccommodationTypeField<T extends FieldValues>({
  control,
  name,
  description,
  invalid,
}: AccommodationTypeFieldProps<T>) {
  const { t } = useTranslation('listingBasics');
  const { t: tUnits } = useTranslation('units');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t('property.accommodationType')}
          description={description}
          required
          w={{ base: '100%', sm: 320 }}
          data={accommodationTypeSchema.options.map((value) => ({
            value,
            label: t(`accommodationTypes.${value}`),
          }))}
          value={field.value ?? null}
          onChange={(value) => {
            const parsed = accommodationTypeSchema.safeParse(value);
            field.onChange(parsed.success ? parsed.data : null);
          }}
          onBlur={field.onBlur}
          allowDeselect={false}
          error={invalid ? tUnits('validation.required') : undefined}
        />
      )}
    />
  );
}
