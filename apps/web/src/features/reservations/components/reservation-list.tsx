import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Pagination.css';
import { Box, Button, EmptyState, Group, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ErrorState } from '@/shared/ui/error-state';
import { BookingsIcon, SearchIcon } from '@/shared/ui/icons';
import type { useReservationList } from '../api/reservation-list-query';
import { hasFilters, withoutFilters, type ListParams } from '../reservation-list.rules';
import { ReservationCards } from './reservation-cards';
import { ReservationListSkeleton } from './reservation-list-skeleton';
import { ReservationTable } from './reservation-table';

interface ReservationListProps {
  params: ListParams;
  list: ReturnType<typeof useReservationList>;
  onChange: (next: ListParams) => void;
  asCards: boolean;
}

/** The tab's reservations in every state: loading, failed, empty, nothing matching, or a page of them. */
export function ReservationList({ params, list, onChange, asCards }: ReservationListProps) {
  const { t } = useTranslation('reservations');
  if (list.isPending) return <ReservationListSkeleton asCards={asCards} />;
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title={t('list.errorTitle')}
        description={t('list.errorDescription')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const { rows, pagination } = list.data;
  if (rows.length === 0 && hasFilters(params)) {
    return (
      <EmptyState
        icon={<SearchIcon size={22} />}
        title={t('list.noResultsTitle')}
        description={t('list.noResultsDescription')}
        aria-live="polite"
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={() => onChange(withoutFilters(params))}>
            {t('filters.clear')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  if (rows.length === 0) {
    return <EmptyState icon={<BookingsIcon size={22} />} title={t(`empty.${params.tab}`)} />;
  }

  const label = t(`tabs.${params.tab}`);
  const busy = list.isFetching;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('list.count', { count: pagination.total })}
      </Text>
      {asCards ? (
        <ReservationCards rows={rows} label={label} busy={busy} />
      ) : (
        <ReservationTable rows={rows} label={label} busy={busy} />
      )}
      {pagination.pageCount > 1 ? (
        <Group justify="center">
          <Box component="nav" aria-label={t('list.pagination')}>
            <Pagination
              total={pagination.pageCount}
              value={params.page}
              onChange={(page) => onChange({ ...params, page })}
              siblings={asCards ? 0 : 1}
              getControlProps={(control) =>
                control === 'previous'
                  ? { 'aria-label': t('list.previousPage') }
                  : control === 'next'
                    ? { 'aria-label': t('list.nextPage') }
                    : {}
              }
            />
          </Box>
        </Group>
      ) : null}
    </Stack>
  );
}
