import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { CountrySelect } from './country-select';

// Fields of the personal-details forms, bound to the surrounding react-hook-form by name.

export interface FormTextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date';
  maxLength?: number;
  autoComplete?: string;
}

export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...props}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function FormCountryField({
  name,
  label,
  countries,
  required,
}: {
  name: string;
  label: string;
  countries: readonly string[];
  required?: boolean;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CountrySelect
          label={label}
          countries={countries}
          required={required}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export interface FormCheckboxControlProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  required?: boolean;
}

export function FormCheckboxControl({ onChange, ...props }: FormCheckboxControlProps) {
  return <Checkbox {...props} onChange={(event) => onChange(event.currentTarget.checked)} />;
}

export function FormCheckboxField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormCheckboxControl
          label={label}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
