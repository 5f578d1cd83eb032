import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useCalendarUnits } from '../api/get-calendar-units';
import { calendarUnitOptions } from '../calendar-units.rules';

interface UnitPickerProps {
  unitId: string;
  /** The unit's title from its calendar, for when the list has not come (or does not hold it). */
  fallbackTitle: string | null;
  onChange: (unitId: string) => void;
}

/** Switches the month view to another of the host's units. */
export function UnitPicker({ unitId, fallbackTitle, onChange }: UnitPickerProps) {
  const { t } = useTranslation('calendar');
  const units = useCalendarUnits();
  const options = calendarUnitOptions(units.data?.items ?? [], t('unitPicker.untitled'));
  if (!options.some((option) => option.value === unitId)) {
    options.unshift({ value: unitId, label: fallbackTitle ?? t('unitPicker.untitled') });
  }
  return (
    <Select
      label={t('unitPicker.label')}
      data={options}
      value={unitId}
      onChange={(next) => {
        if (next && next !== unitId) onChange(next);
      }}
      allowDeselect={false}
      searchable={options.length > 8}
      error={units.isError ? t('unitPicker.loadError') : undefined}
      maxDropdownHeight={320}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
