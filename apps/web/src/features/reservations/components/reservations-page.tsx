import { Group, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import type { ReservationTab } from '@hostdeck/contract/reservations/reservation-list.schemas';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Navigate } from 'react-router';
import { paths, reservationTabs } from '@/app/paths';
import { useUserInfo } from '@/shared/api/use-user-info';
import { useReservationList } from '../api/reservation-list-query';
import { useListParams } from '../hooks/use-list-params';
import { hasFilters, paramsForTab, visibleTabs } from '../reservation-list.rules';
import { ExportListButton } from './export-list-button';
import { InstantBookingTaskCard } from './instant-booking-task-card';
import { ReservationFilters } from './reservation-filters';
import { ReservationList } from './reservation-list';
import { ReservationTabs } from './reservation-tabs';

/** `/reservations/:tab`: the host's booking requests, bookings and inquiries, one list per tab. */
export function ReservationsPage({ tab }: { tab: ReservationTab }) {
  const { t } = useTranslation('reservations');
  const theme = useMantineTheme();
  // Below md a seven-column table would be squeezed: cards read better there. Read at once, not in
  // an effect, so a phone never paints the table first.
  const narrow = useMediaQuery(`(max-width: ${parseFloat(theme.breakpoints.md) - 0.01}em)`, false, {
    getInitialValueInEffect: false,
  });
  const { data: userInfo } = useUserInfo();
  const tabs = userInfo ? visibleTabs(reservationTabs, userInfo.appFeatures) : reservationTabs;
  const { params, update } = useListParams(tab);
  const list = useReservationList(params);

  // A tab of a view the host does not have (bookings or inquiries) opens their first one instead.
  const first = tabs[0];
  if (!tabs.includes(tab) && first) return <Navigate to={paths.reservations(first)} replace />;

  const unitTitle = params.unitId
    ? (list.data?.rows.find((row) => row.unitId === params.unitId)?.unitTitle ?? null)
    : null;
  const noResults = list.data?.rows.length === 0 && hasFilters(params);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        <ExportListButton params={params} />
      </Group>
      <InstantBookingTaskCard />
      <ReservationTabs
        tabs={tabs}
        active={tab}
        onChange={(next) => update(paramsForTab(params, next))}
        asSelect={narrow}
      >
        <Stack gap="lg">
          <ReservationFilters
            params={params}
            onChange={update}
            compact={narrow}
            unitTitle={unitTitle}
            offerClear={!noResults}
          />
          <ReservationList params={params} list={list} onChange={update} asCards={narrow} />
        </Stack>
      </ReservationTabs>
    </Stack>
  );
}
