import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import type { useNotifications } from '../api/get-notifications';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ErrorState } from '@/shared/ui/error-state';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from './notification-item';

interface NotificationsPanelProps {
  query: ReturnType<typeof useNotifications>;
  unreadCount: number;
}

/** The list inside the bell: loading, error, empty, the items, more pages and 'Mark all as read'. */
export function NotificationsPanel({ query, unreadCount }: NotificationsPanelProps) {
  const { t } = useTranslation('shell');
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const titleRef = useRef<HTMLParagraphElement>(null);
  // The button disappears once nothing is unread: focus moves to the title so it stays in the
  // dropdown (keyboard users keep their place, and Escape still reaches the dropdown).
  const handleMarkAll = () => markAll.mutate(undefined, { onSuccess: () => titleRef.current?.focus() });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Text fw={600} ref={titleRef} tabIndex={-1}>
          {t('notifications.title')}
        </Text>
        {unreadCount > 0 ? (
          <Button variant="subtle" size="compact-sm" onClick={handleMarkAll} loading={markAll.isPending}>
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
      </Group>
      <ScrollArea.Autosize mah={420} type="auto">
        {query.isPending ? (
          <Stack gap="xs" p="md" aria-busy="true" aria-label={t('notifications.loading')}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={44} radius="md" />
            ))}
          </Stack>
        ) : query.isError ? (
          <Stack p="md">
            <ErrorState
              description={t('notifications.error')}
              onRetry={() => void query.refetch()}
              retrying={query.isRefetching}
            />
          </Stack>
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" p="lg">
            {t('notifications.empty')}
          </Text>
        ) : (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onRead={(id) => markRead.mutate(id)}
                pending={markRead.isPending && markRead.variables === notification.id}
              />
            ))}
          </Stack>
        )}
        {query.hasNextPage ? (
          <Group justify="center" p="sm">
            <Button
              variant="light"
              size="xs"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              {t('notifications.loadMore')}
            </Button>
          </Group>
        ) : null}
      </ScrollArea.Autosize>
    </Stack>
  );
}
