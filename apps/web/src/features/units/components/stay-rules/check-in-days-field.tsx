import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Switch.css';
import { Chip, Group, Input, Stack, Switch } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { weekdaysOf } from './weekday-names';

export interface CheckInDaysFieldProps {
  label: string;
  /** The switch that limits arrivals to the chosen weekdays. */
  limitLabel: string;
  /** What null means, shown while the switch is off. */
  noLimitHelp: string;
  value: number[] | null;
  onChange: (value: number[] | null) => void;
  error?: string | undefined;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/**
 * Check-in weekdays: off means null (any day, or as the unit says); on shows a chip per weekday,
 * in the host's language and week order, all chosen at first so the host removes the days not taken.
 */
export function CheckInDaysField({
  label,
  limitLabel,
  noLimitHelp,
  value,
  onChange,
  error,
}: CheckInDaysFieldProps) {
  const { i18n } = useTranslation();
  const weekdays = useMemo(() => weekdaysOf(i18n.language), [i18n.language]);
  const limited = value !== null;
  return (
    <Input.Wrapper label={label} description={limited ? undefined : noLimitHelp} error={error}>
      <Stack gap="xs" mt={4}>
        <Switch
          label={limitLabel}
          checked={limited}
          onChange={(event) => onChange(event.currentTarget.checked ? EVERY_DAY : null)}
        />
        {limited ? (
          <Chip.Group
            multiple
            value={value.map(String)}
            onChange={(days) => onChange(days.map(Number).sort((a, b) => a - b))}
          >
            <Group gap="xs">
              {weekdays.map((day) => (
                <Chip key={day.value} value={String(day.value)} size="sm">
                  {day.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
