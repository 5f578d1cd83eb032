import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { ErrorState } from '@/shared/ui/error-state';
import { TIMELINE_UNITS_PER_PAGE, useTimelineChunks } from '../api/use-timeline-chunks';
import { emptySelection, selectedNights, type TimelineSelection } from '../timeline-selection.rules';
import { localToday } from '../timeline-window.rules';
import type { TimelineEdit } from '../timeline-edits.rules';
import { useTimelineEditWithToasts } from './use-timeline-edit-with-toasts';
import { TimelinePropertyFilter, useTimelinePropertyFilter } from './timeline-property-filter';
import { TimelineGrid, type TimelineGridHandle } from './timeline-grid';
import { narrowLayout, wideLayout } from './timeline-layout';
import { TimelineLegend } from './timeline-legend';
import { TimelineSelectionBar } from './timeline-selection-bar';

/** `/calendar` for a host with several units: every unit as a row of nights, edited together. */
export function CalendarTimelinePage() {
  const { t } = useTranslation('calendarTimeline');
  // The timeline starts today (no nights before it: the calendar's padding before is none).
  const [origin] = useState(localToday);
  const filter = useTimelinePropertyFilter();
  const { propertyId } = filter;
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<TimelineSelection>(emptySelection);
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const touch = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });
  const grid = useRef<TimelineGridHandle>(null);
  const timeline = useTimelineChunks(origin, propertyId, page);
  const edit = useTimelineEditWithToasts(timeline.rows);

  const updateSelection = useCallback(
    (update: (current: TimelineSelection) => TimelineSelection) => setSelection(update),
    [],
  );
  const handleEdit = (change: TimelineEdit) => {
    const nights = selectedNights(selection, origin);
    if (!nights || selection.unitIds.length === 0) return;
    edit.mutate({
      target: { unitIds: selection.unitIds, dateFrom: nights.dateFrom, dateTo: nights.dateTo },
      edit: change,
    });
  };
  const pageCount = Math.ceil(timeline.total / TIMELINE_UNITS_PER_PAGE);

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {timeline.isPending ? (
        <Stack align="center" py="lg">
          <Loader aria-label={t('loading')} />
        </Stack>
      ) : timeline.isError ? (
        <ErrorState
          title={t('errorTitle')}
          description={t('errorDescription')}
          onRetry={timeline.retry}
          retrying={timeline.isRefetching}
        />
      ) : timeline.rows.length === 0 && propertyId === null ? (
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{t('emptyTitle')}</Text>
          <Text c="dimmed">{t('emptyDescription')}</Text>
          <Button component={Link} to={paths.listingAddProperty}>
            {t('listProperty')}
          </Button>
        </Stack>
      ) : (
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TimelinePropertyFilter
              propertyId={propertyId}
              options={filter.options}
              onChange={(next) => {
                filter.choose(next);
                setPage(1);
                setSelection(emptySelection);
              }}
              width={narrow ? '100%' : 260}
            />
            <Button variant="default" onClick={() => grid.current?.scrollToColumn(0)}>
              {t('today')}
            </Button>
          </Group>
          <TimelineLegend />
          <TimelineSelectionBar
            selection={selection}
            origin={origin}
            busy={edit.isPending}
            touch={touch}
            onEdit={handleEdit}
            onClear={() => setSelection(emptySelection)}
          />
          <TimelineGrid
            ref={grid}
            rows={timeline.rows}
            origin={origin}
            todayColumn={0}
            layout={narrow ? narrowLayout : wideLayout}
            selection={selection}
            onSelectionChange={updateSelection}
            onColumnsInView={timeline.showColumns}
          />
          {pageCount > 1 ? (
            <Pagination
              total={pageCount}
              value={page}
              onChange={(next) => {
                setPage(next);
                setSelection(emptySelection);
              }}
              aria-label={t('pagination')}
              getControlProps={(control) =>
                control === 'previous'
                  ? { 'aria-label': t('previousPage') }
                  : control === 'next'
                    ? { 'aria-label': t('nextPage') }
                    : {}
              }
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
