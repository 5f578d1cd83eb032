import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import {
  calendarStatusSchema,
  type CalendarStatus,
} from '@hostdeck/contract/properties/property-unit-options.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';

interface CalendarStatusSelectProps {
  value: CalendarStatus;
  pending: boolean;
  onChange: (status: CalendarStatus) => void;
}

/** The whole calendar's status (open, not decided, closed, paused), with what it means for guests. */
export function CalendarStatusSelect({ value, pending, onChange }: CalendarStatusSelectProps) {
  const { t } = useTranslation('calendar');
  return (
    <Select
      label={t('status.label')}
      description={t(`status.${value}Description`)}
      // What the status means reads under the field, so the fields beside it line up.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data={calendarStatusSchema.options.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      value={value}
      onChange={(next) => {
        if (next && next !== value) onChange(next as CalendarStatus);
      }}
      allowDeselect={false}
      disabled={pending}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
