import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { ErrorState } from '@/shared/ui/error-state';
import { timelineChunkQueryOptions } from '../api/get-calendar-timeline';
import { chunkAt, localToday } from '../timeline-window.rules';

/** `/calendar` for a host with several units: every unit as a row of nights. */
export function CalendarTimelinePage() {
  const { t } = useTranslation('calendarTimeline');
  const [origin] = useState(localToday);
  const first = chunkAt(origin, 0);
  const timeline = useQuery(timelineChunkQueryOptions({ ...first, propertyId: null, page: 1, limit: 200 }));
  return (
    <Stack gap="lg">
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
          onRetry={() => void timeline.refetch()}
          retrying={timeline.isFetching}
        />
      ) : timeline.data.units.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{t('emptyTitle')}</Text>
          <Text c="dimmed">{t('emptyDescription')}</Text>
          <Button component={Link} to={paths.listingAddProperty}>
            {t('listProperty')}
          </Button>
        </Stack>
      ) : (
        <Stack gap={4}>
          {timeline.data.units.map((unit) => (
            <Text key={unit.unitId}>{unit.title}</Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
