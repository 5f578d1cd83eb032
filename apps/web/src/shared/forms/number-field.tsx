import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import {
  Controller,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';

type InputProps = Omit<
  NumberInputProps,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'error' | 'clampBehavior' | 'ref'
>;

export type NumberFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> = InputProps & {
  control: NonNullable<UseControllerProps<T, N, O>['control']>;
  name: N;
  /** Empty means null ("no limit") instead of a missing number (NaN, which the schema refuses). */
  emptyIsNull?: boolean;
  /** After each change: a field whose rule depends on this one can be checked again. */
  onValueChange?: (value: number | null) => void;
  /** The field's error in the form's own words; the error's message when left out. */
  errorText?: (error: FieldError | undefined) => string | undefined;
};

/**
 * A number field of a react-hook-form form. The form holds a number, NaN while the text is empty or
 * no number (the schema's "required" or "invalid"), or null where empty means "no limit". A value out
 * of range stays as typed, so the range message shows instead of a silently clamped number.
 */
export function NumberField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  emptyIsNull = false,
  onValueChange,
  errorText,
  ...input
}: NumberFieldProps<T, N, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value: unknown = field.value;
        return (
          <NumberInput
            {...input}
            clampBehavior="none"
            value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
            onChange={(next) => {
              const number = next === '' && emptyIsNull ? null : typeof next === 'number' ? next : Number.NaN;
              field.onChange(number);
              onValueChange?.(number);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errorText ? errorText(fieldState.error) : fieldState.error?.message}
          />
        );
      }}
    />
  );
}
