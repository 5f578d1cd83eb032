import '@mantine/core/styles/ColorSwatch.css';
import { Alert, Button, ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import type { IcalFeed } from '@hostdeck/contract/calendar/ical-feeds.schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDate } from '@/shared/i18n/format';

interface FeedItemProps {
  feed: IcalFeed;
  refreshing: boolean;
  removing: boolean;
  onRefresh: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** One imported calendar: its name and color, how its last read went, and what the host can do with it. */
export function FeedItem({ feed, refreshing, removing, onRefresh, onEdit, onRemove }: FeedItemProps) {
  const { t, i18n } = useTranslation('calendarSync');
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The question takes the focus when it opens, and gives it back to its button when it closes.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const cancel = () => {
    setConfirming(false);
    triggerRef.current?.focus();
  };
  const time = feed.lastSyncedAt
    ? formatDate(feed.lastSyncedAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
    : null;
  const failed = feed.lastStatus === 'error';

  return (
    <Paper component="li" withBorder p="sm" radius="md" data-feed-id={feed.id}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={`var(--mantine-color-${feed.color}-6)`} size={14} aria-hidden />
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {feed.name}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {feed.url}
        </Text>
        {time === null ? (
          <Text size="sm">{t('feeds.neverRead')}</Text>
        ) : failed ? (
          <Text size="sm" c="red" role="status">
            {t('feeds.readFailed', { time })} {feed.lastError ? t(`errors:${feed.lastError}`) : null}
          </Text>
        ) : (
          <Text size="sm" role="status">
            {t('feeds.readOk', { time, events: feed.eventCount })}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            onClick={onRefresh}
            loading={refreshing}
            aria-label={t('feeds.refreshNamed', { name: feed.name })}
          >
            {t('feeds.refresh')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={onEdit}
            aria-label={t('feeds.editNamed', { name: feed.name })}
          >
            {t('feeds.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            ref={triggerRef}
            onClick={() => setConfirming(true)}
            aria-label={t('feeds.removeNamed', { name: feed.name })}
          >
            {t('feeds.remove')}
          </Button>
        </Group>
        {confirming ? (
          <Alert color="red" role="alertdialog" title={t('feeds.removeTitle', { name: feed.name })}>
            <Text size="sm">{t('feeds.removeBody')}</Text>
            <Group gap="xs" mt="sm">
              <Button size="xs" color="red" loading={removing} onClick={onRemove} ref={confirmRef}>
                {t('feeds.removeConfirm')}
              </Button>
              <Button size="xs" variant="default" onClick={cancel}>
                {t('cancel')}
              </Button>
            </Group>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
