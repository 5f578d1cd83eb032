import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { UNIT_SEARCH_DEBOUNCE_MS } from '@hostdeck/contract/constants';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useUnitOptions } from '../api/get-unit-options';
import { unitOptions } from '../unit-options.rules';

interface UnitFilterProps {
  /** A unit's public id; '' for all units. */
  value: string;
  onChange: (unitId: string) => void;
  /** The title to show for a chosen unit the loaded options do not hold (one found by a search). */
  fallbackLabel: string | null;
}

/**
 * Narrows the list to one unit. The host's units are searched on the server as they type (an
 * agency has thousands), so the options are shown as the server answers, not filtered again here.
 */
export function UnitFilter({ value, onChange, fallbackLabel }: UnitFilterProps) {
  const { t } = useTranslation('reservations');
  // Only what the host types is a search: the title Select writes into the box after a choice is not.
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const [settled] = useDebouncedValue(typed.trim(), UNIT_SEARCH_DEBOUNCE_MS);
  const units = useUnitOptions(settled, opened || value !== '');
  const options = unitOptions(units.data?.items ?? [], t('filters.untitledUnit'));
  if (value && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: fallbackLabel ?? t('filters.untitledUnit') });
  }
  const nothingFound = units.isError
    ? t('filters.unitError')
    : units.isFetching
      ? t('filters.unitSearching')
      : t('filters.unitNone');

  return (
    <Select
      label={t('filters.unitLabel')}
      placeholder={t('filters.unitPlaceholder')}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('filters.clearUnit') }}
      onInput={(event) => setTyped(event.currentTarget.value)}
      onClear={() => setTyped('')}
      filter={({ options: answered }) => answered}
      nothingFoundMessage={nothingFound}
      // Opening shows every unit again, as a plain select would, and asks again after a failure.
      onDropdownOpen={() => {
        setOpened(true);
        setTyped('');
        if (units.isError) void units.refetch();
      }}
      maxDropdownHeight={320}
    />
  );
}
