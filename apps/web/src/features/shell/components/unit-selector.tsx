import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Loader, Select, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { UNIT_SEARCH_DEBOUNCE_MS, UNIT_SELECTOR_WIDTH_PX } from '@hostdeck/contract/constants';
import type { PropertyListItem } from '@hostdeck/contract/properties/property-list.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnitOptions } from '../api/get-unit-options';

interface UnitSelectorProps {
  selectedUnitId: string | null;
}

/**
 * The top bar's unit dropdown: the host's units grouped as single units and multi-unit
 * properties, searched on the server. The full selector modal (infinite list) comes in issue 3.
 */
export function UnitSelector({ selectedUnitId }: UnitSelectorProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [selectedLabel, setSelectedLabel] = useState<string | null>(null);
  // Once a unit is picked its name fills the box; that name is not a search.
  const [debounced] = useDebouncedValue(
    search === selectedLabel ? '' : search.trim(),
    UNIT_SEARCH_DEBOUNCE_MS,
  );
  const units = useUnitOptions(debounced);
  const groups = toGroups(units.data?.items ?? [], t('unitSelector.singleUnits'), t('unitSelector.untitled'));

  const nothingFound = units.isError
    ? t('unitSelector.error')
    : units.isFetching
      ? t('unitSelector.loading')
      : t('unitSelector.noResults');

  return (
    <Select
      aria-label={t('unitSelector.label')}
      placeholder={t('unitSelector.placeholder')}
      data={groups}
      value={selectedUnitId}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      rightSection={units.isFetching ? <Loader size="xs" /> : undefined}
      onChange={(unitId, option) => {
        setSelectedLabel(option?.label ?? null);
        if (unitId) void navigate(`/calendar/${encodeURIComponent(unitId)}`);
      }}
      allowDeselect={false}
      w={{ base: 220, md: 300 }}
      comboboxProps={{ width: UNIT_SELECTOR_WIDTH_PX, position: 'bottom-start' }}
      maxDropdownHeight={400}
    />
  );
}

/** Single units first, then one group per multi-unit property (spec §2 "Unit selector modal"). */
export function toGroups(
  properties: PropertyListItem[],
  singleUnitsLabel: string,
  untitled: string,
): ComboboxItemGroup<ComboboxItem>[] {
  const singles = properties
    .filter((property) => property.propertyType !== 'multi')
    .flatMap((property) =>
      property.units.map((unit) => ({ value: unit.id, label: unit.title ?? property.title ?? untitled })),
    );
  const groups: ComboboxItemGroup<ComboboxItem>[] = singles.length
    ? [{ group: singleUnitsLabel, items: singles }]
    : [];
  for (const property of properties) {
    if (property.propertyType !== 'multi' || property.units.length === 0) continue;
    groups.push({
      group: property.title ?? untitled,
      items: property.units.map((unit) => ({ value: unit.id, label: unit.title ?? untitled })),
    });
  }
  return groups;
}
