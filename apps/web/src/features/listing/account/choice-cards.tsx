import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Group, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ChoiceCardOption {
  value: string;
  title: string;
  description: ReactNode;
}

export interface ChoiceCardsProps {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  options: readonly ChoiceCardOption[];
  error?: string;
}

/** A single choice shown as cards, each with a plain explanation (commission, commercial model, plan). */
export function ChoiceCards({ label, value, onChange, options, error }: ChoiceCardsProps) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange} error={error}>
      <Stack gap="sm" mt="xs">
        {options.map((option) => (
          <Radio.Card key={option.value} value={option.value} radius="md" p="md">
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{option.title}</Text>
                <Text size="sm" c="dimmed">
                  {option.description}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
