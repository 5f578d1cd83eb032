import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

export interface ChoiceCardOption {
  value: string;
  title: string;
  description: ReactNode;
  /** A short mark beside the title, e.g. "Recommended". */
  badge?: ReactNode;
}

export interface ChoiceCardsProps {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  options: readonly ChoiceCardOption[];
  error?: string;
  required?: boolean;
  /** Two columns from the small breakpoint up, for two short options side by side. */
  columns?: 1 | 2;
}

/**
 * The listing's one way to offer a single choice: cards, each with a plain explanation (property
 * type, calendar, booking type, boost, commission, commercial model, plan).
 */
export function ChoiceCards({
  label,
  value,
  onChange,
  options,
  error,
  required,
  columns = 1,
}: ChoiceCardsProps) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange} error={error} required={required}>
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm" mt="xs">
        {options.map((option) => (
          <Radio.Card key={option.value} value={option.value} radius="md" p="md">
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Group gap="xs">
                  <Text fw={600}>{option.title}</Text>
                  {option.badge}
                </Group>
                <Text size="sm" c="dimmed">
                  {option.description}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

export type ChoiceCardsFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> = Omit<
  ChoiceCardsProps,
  'value' | 'onChange' | 'error'
> & {
  control: NonNullable<UseControllerProps<T, N, O>['control']>;
  name: N;
  /** After the host chose: a field that depends on this choice can follow it. */
  onChosen?: (value: string) => void;
};

/** ChoiceCards as a field of a react-hook-form form: nothing chosen until the host picks a card. */
export function ChoiceCardsField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  onChosen,
  ...cards
}: ChoiceCardsFieldProps<T, N, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceCards
          {...cards}
          value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onChange={(value) => {
            field.onChange(value);
            onChosen?.(value);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
