import '@mantine/core/styles/NumberInput.css';
import { NumberInput } from '@mantine/core';
import type { ReactNode } from 'react';

export interface OptionalNumberInputProps {
  label: string;
  description?: ReactNode;
  /** Null when the field may stay empty ("no limit"); NaN for a value that is no whole number. */
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  error?: string | undefined;
  /** Empty means null (no limit) rather than a missing value. */
  emptyIsNull?: boolean;
  required?: boolean;
}

/** A whole number of nights or days; the range message shows instead of a silently clamped value. */
export function OptionalNumberInput({
  emptyIsNull = false,
  value,
  onChange,
  ...props
}: OptionalNumberInputProps) {
  return (
    <NumberInput
      {...props}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      min={0}
      w={260}
      value={value === null || Number.isNaN(value) ? '' : value}
      onChange={(next) => {
        if (next === '') onChange(emptyIsNull ? null : Number.NaN);
        else onChange(typeof next === 'number' ? next : Number.NaN);
      }}
    />
  );
}
