import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select, TextInput } from '@mantine/core';
import type { RegionalRequirementField } from '@hostdeck/contract/properties/regional-requirements.schemas';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { RegionalFormValues } from '../../regional-requirements-form.rules';

export interface RegionalFieldInputProps {
  field: RegionalRequirementField;
  control: Control<RegionalFormValues>;
}

/** One configured regional field: text, date, select or yes/no. */
export function RegionalFieldInput({ field, control }: RegionalFieldInputProps) {
  const { t } = useTranslation('units');
  const label = t(`taxes.fields.${field.name}`, {
    defaultValue: field.name.replace(/([a-z])([A-Z])/g, '$1 $2'),
  });
  return (
    <Controller
      control={control}
      name={`values.${field.name}`}
      render={({ field: input, fieldState }) => {
        const common = {
          label,
          required: field.required,
          error: fieldState.error?.message,
        };
        if (field.type === 'select' || field.type === 'boolean') {
          const data =
            field.type === 'boolean'
              ? [
                  { value: 'true', label: t('taxes.yes') },
                  { value: 'false', label: t('taxes.no') },
                ]
              : field.options;
          return (
            <Select
              {...common}
              ref={input.ref}
              placeholder={t('taxes.choose')}
              data={data}
              value={input.value === '' ? null : input.value}
              onChange={(value) => input.onChange(value ?? '')}
              onBlur={input.onBlur}
            />
          );
        }
        return (
          <TextInput
            {...common}
            ref={input.ref}
            type={field.type === 'date' ? 'date' : 'text'}
            name={input.name}
            value={input.value}
            onChange={(event) => input.onChange(event.currentTarget.value)}
            onBlur={input.onBlur}
          />
        );
      }}
    />
  );
}
