import { Container } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { calendarUnitsQueryOptions } from '@/features/calendar/api/get-calendar-units';
import { unitCalendarQueryOptions } from '@/features/calendar/api/get-unit-calendar';
import { isMonthKey, monthOf, todayIso } from '@/features/calendar/calendar-dates';
import { UnitCalendarPage } from '@/features/calendar/components/unit-calendar-page';
import { monthFetchRange, monthWeeks } from '@/features/calendar/month-grid';
import { firstDayOfWeek } from '@/shared/i18n/format';
import { getActiveLocale } from '@/shared/i18n/active-locale';

/**
 * Asks for the month the address names (this month by default) and the host's units while the
 * page's code is still on its way, under the keys the page reads. Not awaited: the grid shows its dates at once.
 */
export function loader({ params, request }: LoaderFunctionArgs, queryClient: QueryClient) {
  const unitId = params.unitId ?? '';
  const asked = new URL(request.url).searchParams.get('month');
  const month = isMonthKey(asked) ? asked : monthOf(todayIso());
  const range = monthFetchRange(monthWeeks(month, firstDayOfWeek(getActiveLocale())));
  void queryClient.prefetchQuery(unitCalendarQueryOptions(unitId, range));
  void queryClient.prefetchQuery(calendarUnitsQueryOptions);
  return null;
}

/** /calendar/:unitId: one unit's month view. */
export function Component() {
  const { unitId = '' } = useParams();
  return (
    <Container size="xl" py="xl">
      {/* A new unit starts with a fresh selection. */}
      <UnitCalendarPage key={unitId} unitId={unitId} />
    </Container>
  );
}
