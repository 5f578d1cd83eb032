import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { CalendarStatus } from '@hostdeck/contract/properties/property-unit-options.schemas';
import { useId, useMemo, useReducer } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { isApiError } from '@/shared/api/api-error';
import { showErrorToast } from '@/shared/api/error-toast';
import { firstDayOfWeek } from '@/shared/i18n/format';
import { ErrorState } from '@/shared/ui/error-state';
import { showFailureToast, showSuccessToast } from '@/shared/ui/toast';
import { useServerErrorTranslator } from '@/shared/forms/translate-server-error';
import { useEditNights, useSetCalendarStatus } from '../api/edit-calendar-nights';
import { useCalendarUnits } from '../api/get-calendar-units';
import { useUnitCalendar } from '../api/get-unit-calendar';
import { addDays, addMonths, firstOfMonth, isMonthKey, monthOf, todayIso } from '../calendar-dates';
import { entriesWithin } from '../entry-layout';
import { useCalendarFormats } from '../hooks/use-calendar-formats';
import { monthFetchRange, monthWeeks } from '../month-grid';
import type { NightsChange } from '../optimistic-days';
import { initialSelection, selectedRange, selectionReducer } from '../range-selection';
import { CalendarSyncButton } from '../sync/components/calendar-sync-button';
import { CalendarLegend } from './calendar-legend';
import { CalendarNotices } from './calendar-notices';
import { CalendarStatusSelect } from './calendar-status-select';
import { EntryList } from './entry-list';
import { MonthGrid } from './month-grid';
import { MonthNavigation } from './month-navigation';
import { RangeActionBar } from './range-action-bar';
import { UnitPicker } from './unit-picker';

const onStayField = (error: unknown) =>
  isApiError(error) && error.fieldErrors.some((field) => /(min|max)StayNights$/.test(field.field));

/** /calendar/:unitId: one unit's month, its stays and blocks, and the edits of a range of nights. */
export function UnitCalendarPage({ unitId }: { unitId: string }) {
  const { t, i18n } = useTranslation('calendar');
  const navigate = useNavigate();
  const helpId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useMemo(() => todayIso(), []);
  const monthParam = searchParams.get('month');
  const month = isMonthKey(monthParam) ? monthParam : monthOf(today);
  const weeks = useMemo(() => monthWeeks(month, firstDayOfWeek(i18n.language)), [month, i18n.language]);
  const range = useMemo(() => monthFetchRange(weeks), [weeks]);
  const calendar = useUnitCalendar(unitId, range);
  const formats = useCalendarFormats(calendar.data?.currency ?? null);
  const units = useCalendarUnits();
  // The focus starts on today when the month shown holds it, else on the month's first night.
  const [selection, dispatch] = useReducer(
    selectionReducer,
    monthOf(today) === month ? today : firstOfMonth(month),
    initialSelection,
  );
  const selected = selectedRange(selection);
  const edits = useEditNights(unitId, { errorToast: false });
  const status = useSetCalendarStatus(unitId);
  const translateError = useServerErrorTranslator();

  const visible = { dateFrom: weeks[0]?.[0] ?? '', dateTo: addDays(weeks.at(-1)?.at(-1) ?? '', 1) };
  const setMonth = (next: string) =>
    setSearchParams((params) => {
      params.set('month', next);
      return params;
    });

  const moveMonth = (months: number) => {
    const next = addMonths(month, months);
    dispatch({ type: 'focus', day: monthOf(today) === next ? today : firstOfMonth(next) });
    setMonth(next);
  };

  const handleEdit = (change: NightsChange) => {
    if (!selected) return Promise.resolve();
    return edits.mutateAsync({ range: selected, change }).then(
      () => showSuccessToast(t('selection.saved')),
      (error: unknown) => {
        // The stay form shows its own field errors; another field's (a range too long) is said in
        // its own words; the rest is the error toast's.
        const fieldError = isApiError(error) ? error.fieldErrors[0] : undefined;
        const onItsField = change.kind === 'stay' && onStayField(error);
        if (!onItsField && fieldError) showFailureToast(translateError.field(fieldError));
        if (!onItsField && !fieldError) showErrorToast(error, i18n);
        throw error;
      },
    );
  };

  if (calendar.error && isApiError(calendar.error) && calendar.error.isNotFound) throw calendar.error;

  const unitItem = units.data?.items.find(
    (item) => item.propertyUnitPublicId === unitId || item.units.some((unit) => unit.id === unitId),
  );
  // A month still on its way, the one before standing in for it meanwhile.
  const loading = calendar.isPending || (calendar.isPlaceholderData && calendar.isFetching);
  const pricePage = unitItem ? paths.unit(unitItem.propertyId, unitId, 'price-and-availability') : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1}>{t('title')}</Title>
        <Group align="flex-start" gap="md">
          <UnitPicker
            unitId={unitId}
            fallbackTitle={calendar.data?.title ?? null}
            onChange={(next) =>
              void navigate({ pathname: paths.calendar(next), search: searchParams.toString() })
            }
          />
          {calendar.data ? (
            <CalendarStatusSelect
              value={calendar.data.calendarStatus}
              pending={status.isPending}
              onChange={(next: CalendarStatus) =>
                status.mutate(next, { onSuccess: () => showSuccessToast(t('status.saved')) })
              }
            />
          ) : null}
        </Group>
      </Group>
      <Group justify="space-between" gap="sm">
        <MonthNavigation
          month={month}
          formats={formats}
          onMove={moveMonth}
          onToday={() => {
            dispatch({ type: 'focus', day: today });
            setMonth(monthOf(today));
          }}
        />
        {/* Tools that act on the whole calendar (its sync with other sites) sit here. */}
        <Group gap="xs" data-calendar-tools="">
          <CalendarSyncButton unitId={unitId} />
        </Group>
      </Group>
      {calendar.data ? (
        <CalendarNotices calendar={calendar.data} visible={visible} pricePage={pricePage} />
      ) : null}
      {calendar.isError ? (
        <ErrorState
          title={t('states.loadError')}
          onRetry={() => void calendar.refetch()}
          retrying={calendar.isFetching}
        />
      ) : null}
      <Text id={helpId} size="sm" c="dimmed">
        {t('grid.help')}
      </Text>
      <div style={{ position: 'relative' }} aria-busy={loading}>
        {loading ? (
          <Group gap="xs" pos="absolute" top={-28} right={0}>
            <Loader size="xs" />
            <Text size="sm">{t('states.loading')}</Text>
          </Group>
        ) : null}
        <MonthGrid
          month={month}
          weeks={weeks}
          calendar={calendar.data}
          today={today}
          selection={selection}
          dispatch={dispatch}
          formats={formats}
          helpId={helpId}
          onMonthChange={setMonth}
        />
      </div>
      {selected && calendar.data ? (
        <RangeActionBar
          range={selected}
          currency={calendar.data.currency}
          formats={formats}
          pending={edits.isPending}
          onEdit={handleEdit}
          onClear={() => dispatch({ type: 'clear' })}
        />
      ) : null}
      <CalendarLegend />
      {calendar.data ? (
        <EntryList
          entries={entriesWithin(calendar.data.entries, visible.dateFrom, visible.dateTo)}
          formats={formats}
        />
      ) : null}
    </Stack>
  );
}
