import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Box, Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SearchIcon } from '@/shared/ui/icons';
import { useSearchInput } from '../hooks/use-search-input';
import {
  dateFiltersOf,
  defaultSortOf,
  hasFilters,
  listKindOf,
  SEARCH_MAX_LENGTH,
  sortOptions,
  withoutFilters,
  type DateFilter,
  type ListParams,
  type SortOption,
} from '../reservation-list.rules';
import { UnitFilter } from './unit-filter';

interface ReservationFiltersProps {
  params: ListParams;
  onChange: (next: ListParams, options?: { replace?: boolean }) => void;
  /** On a phone the dates and the order fold away behind a button, so the list starts higher. */
  compact: boolean;
  /** The title of the chosen unit as the list shows it, for a unit the unit options do not hold. */
  unitTitle: string | null;
  /** Whether to offer "Clear filters" here (the no-results state offers its own). */
  offerClear: boolean;
}

/** Search, unit, dates and order of a reservations list; every change lands in the address. */
export function ReservationFilters({
  params,
  onChange,
  compact,
  unitTitle,
  offerClear,
}: ReservationFiltersProps) {
  const { t } = useTranslation('reservations');
  const moreId = useId();
  const dateFilters = dateFiltersOf[listKindOf(params.tab)];
  // A list opened with dates or an order of its own shows them, so the host sees why it looks so.
  const [showMore, setShowMore] = useState(
    () => params.sort !== null || dateFilters.some((filter) => params.dates[filter]),
  );
  // Typing refines the last step in history rather than adding one per pause.
  const { input, setInput } = useSearchInput(params.search, (search) =>
    onChange({ ...params, search, page: 1 }, { replace: true }),
  );

  const setDate = (filter: DateFilter, value: string) =>
    onChange({ ...params, dates: { ...params.dates, [filter]: value || undefined }, page: 1 });
  const more = (
    <>
      {dateFilters.map((filter) => (
        <TextInput
          key={filter}
          type="date"
          label={t(`filters.${filter}`)}
          value={params.dates[filter] ?? ''}
          onChange={(event) => setDate(filter, event.currentTarget.value)}
        />
      ))}
      <NativeSelect
        label={t('filters.sortLabel')}
        value={params.sort ?? defaultSortOf(params.tab)}
        data={sortOptions.map((option) => ({ value: option, label: t(`filters.sort.${option}`) }))}
        onChange={(event) => onChange({ ...params, sort: event.currentTarget.value as SortOption, page: 1 })}
      />
    </>
  );

  return (
    <Box role="search" aria-label={t('filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 + dateFilters.length }} spacing="sm" verticalSpacing="sm">
        <TextInput
          type="search"
          label={t('filters.searchLabel')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<SearchIcon size={16} />}
          value={input}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setInput(event.currentTarget.value)}
        />
        <UnitFilter
          value={params.unitId}
          fallbackLabel={unitTitle}
          onChange={(unitId) => onChange({ ...params, unitId, page: 1 })}
        />
        {compact ? null : more}
      </SimpleGrid>
      {compact && showMore ? (
        <SimpleGrid id={moreId} cols={1} spacing="sm" mt="sm">
          {more}
        </SimpleGrid>
      ) : null}
      {compact || (offerClear && hasFilters(params)) ? (
        <Group gap="xs" mt="sm">
          {compact ? (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={showMore}
              aria-controls={showMore ? moreId : undefined}
              onClick={() => setShowMore((shown) => !shown)}
            >
              {showMore ? t('filters.hide') : t('filters.show')}
            </Button>
          ) : null}
          {offerClear && hasFilters(params) ? (
            <Button variant="subtle" size="compact-sm" onClick={() => onChange(withoutFilters(params))}>
              {t('filters.clear')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Box>
  );
}
