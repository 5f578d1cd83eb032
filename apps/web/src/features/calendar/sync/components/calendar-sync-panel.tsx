import '@mantine/core/styles/Divider.css';
import { Button, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import type { IcalFeed } from '@hostdeck/contract/calendar/ical-feeds.schemas';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ErrorState } from '@/shared/ui/error-state';
import { showFailureToast, showSuccessToast } from '@/shared/ui/toast';
import {
  useDeleteIcalFeed,
  useIcalFeeds,
  useRefreshIcalFeed,
  useSaveIcalFeed,
} from '../api/calendar-sync.api';
import { ExportAddressSection } from './export-address-section';
import { FeedForm } from './feed-form';
import { FeedItem } from './feed-item';

/** What the form is doing: nothing, adding a feed, or changing one. */
type Editing = { feed: IcalFeed | null } | null;

/**
 * iCal sync of one unit: its own address for other sites, and the other sites' calendars it
 * imports (add, change, remove, read now), each with how its last read went.
 */
export function CalendarSyncPanel({ unitId }: { unitId: string }) {
  const { t } = useTranslation('calendarSync');
  const feeds = useIcalFeeds(unitId);
  const save = useSaveIcalFeed(unitId);
  const remove = useDeleteIcalFeed(unitId);
  const refresh = useRefreshIcalFeed(unitId);
  const [editing, setEditing] = useState<Editing>(null);

  const handleSaved = (feed: IcalFeed) => {
    setEditing(null);
    if (feed.lastStatus === 'error') showFailureToast(t('feeds.savedUnread'));
    else showSuccessToast(t('form.saved'));
  };

  const handleRefresh = (feed: IcalFeed) =>
    refresh.mutate(feed.id, {
      onSuccess: (result) =>
        result.lastStatus === 'error'
          ? showFailureToast(t('feeds.refreshFailed', { name: feed.name }))
          : showSuccessToast(t('feeds.refreshed', { name: feed.name })),
    });

  const items = feeds.data?.items ?? [];
  return (
    <Stack gap="lg">
      <Text size="sm">{t('intro')}</Text>
      <ExportAddressSection unitId={unitId} />
      <Divider />
      <Stack gap="xs" component="section" aria-labelledby="calendar-sync-feeds">
        <Title order={3} size="h4" id="calendar-sync-feeds">
          {t('feeds.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('feeds.help')}
        </Text>
        {feeds.isPending ? (
          <Loader size="sm" aria-label={t('loading')} />
        ) : feeds.isError ? (
          <ErrorState
            title={t('feeds.loadError')}
            onRetry={() => void feeds.refetch()}
            retrying={feeds.isFetching}
          />
        ) : items.length === 0 && !editing ? (
          <Text size="sm">{t('feeds.empty')}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((feed) => (
              <FeedItem
                key={feed.id}
                feed={feed}
                refreshing={refresh.isPending && refresh.variables === feed.id}
                removing={remove.isPending && remove.variables === feed.id}
                onRefresh={() => handleRefresh(feed)}
                onEdit={() => setEditing({ feed })}
                onRemove={() =>
                  remove.mutate(feed.id, { onSuccess: () => showSuccessToast(t('feeds.removed')) })
                }
              />
            ))}
          </Stack>
        )}
        {editing ? (
          <FeedForm
            key={editing.feed?.id ?? 'new'}
            feed={editing.feed}
            onSave={(body) => save.mutateAsync({ feedId: editing.feed?.id ?? null, body })}
            onSaved={handleSaved}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <Button variant="light" onClick={() => setEditing({ feed: null })} disabled={feeds.isError}>
            {t('feeds.add')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
