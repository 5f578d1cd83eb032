import { Badge, Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ChatChannel } from '@hostdeck/contract/messaging/messaging.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { formatDate } from '@/shared/i18n/format';
import { ErrorState } from '@/shared/ui/error-state';
import { useChannelList, type ChannelFilters } from '../api/channels';
import { emptyTextKey, guestNameOf } from '../messages.rules';
import classes from './messages-page.module.css';

interface ChannelListProps {
  filters: ChannelFilters;
  /** The open conversation, marked in the list. */
  channelId: string | undefined;
  /** Keeps the filters and the search when a conversation is opened. */
  addressSearch: string;
  onClearFilters: () => void;
}

export function ChannelList({ filters, channelId, addressSearch, onClearFilters }: ChannelListProps) {
  const { t } = useTranslation('messages');
  const list = useChannelList(filters);

  if (list.isPending) {
    return (
      <Group justify="center" py="lg">
        <Loader aria-label={t('loading')} />
      </Group>
    );
  }
  if (list.isError) {
    return (
      <ErrorState
        title={t('list.loadError')}
        retrying={list.isRefetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const channels = list.data.pages.flatMap((page) => page.items);
  if (channels.length === 0) {
    const key = emptyTextKey(filters);
    return (
      <Stack gap="xs" py="md" role="status">
        <Text c="dimmed">{t(key, { search: filters.search })}</Text>
        {key === 'empty.none' ? null : (
          <Button variant="light" size="compact-sm" onClick={onClearFilters} w="fit-content">
            {t('empty.clear')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <ul className={classes.channels} aria-label={t('list.label')}>
        {channels.map((channel) => (
          <li key={channel.id}>
            <ChannelRow
              channel={channel}
              to={`${paths.messagesChannels(filters.status, channel.id)}${addressSearch}`}
              current={channel.id === channelId}
            />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="subtle" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('list.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

function ChannelRow({ channel, to, current }: { channel: ChatChannel; to: string; current: boolean }) {
  const { t, i18n } = useTranslation('messages');
  const subject = channel.subject;
  return (
    <Link to={to} className={classes.channel} aria-current={current ? 'page' : undefined}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={channel.unread > 0 ? 700 : 500} truncate>
          {guestNameOf(channel)}
        </Text>
        {channel.last_message_at ? (
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatDate(channel.last_message_at, i18n.language, { dateStyle: 'short' })}
          </Text>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {subject ? t(`subject.${subject.kind}`, { code: subject.id }) : t('subject.none')}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c={channel.unread > 0 ? undefined : 'dimmed'} lineClamp={1}>
          {channel.lastMessagePreview ?? t('list.noMessagesYet')}
        </Text>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {channel.favorited ? (
            <Badge size="xs" variant="light" color="yellow">
              {t('list.favoriteMark')}
            </Badge>
          ) : null}
          {channel.archived ? (
            <Badge size="xs" variant="light" color="gray">
              {t('list.archivedMark')}
            </Badge>
          ) : null}
          {channel.unread > 0 ? (
            <>
              <Badge size="sm" circle color="red" aria-hidden="true">
                {channel.unread}
              </Badge>
              <VisuallyHidden>{t('list.unreadCount', { count: channel.unread })}</VisuallyHidden>
            </>
          ) : null}
        </Group>
      </Group>
    </Link>
  );
}
