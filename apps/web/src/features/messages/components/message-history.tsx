import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDate } from '@/shared/i18n/format';
import { ErrorState } from '@/shared/ui/error-state';
import type { MessageHistory as HistoryPage } from '@hostdeck/contract/messaging/messaging.schemas';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { messagesOf } from '../api/history';
import classes from './messages-page.module.css';

interface MessageHistoryProps {
  /** The host's or the guest's pages of the channel's messages. */
  history: UseInfiniteQueryResult<InfiniteData<HistoryPage, unknown>>;
  /** Who reads: their own messages are "You", the other member's carry their name. */
  me: 'host' | 'guest';
  otherName: string;
  /** The other member is typing right now (from the live connection). */
  otherTyping: boolean;
}

/** The conversation, oldest first; older pages on request; kept scrolled to the newest message. */
export function MessageHistory({ history, me, otherName, otherTyping }: MessageHistoryProps) {
  const { t, i18n } = useTranslation('messages');
  const messages = messagesOf(history.data);
  const newestId = messages.at(-1)?.id;
  const scroller = useRef<HTMLDivElement>(null);

  // A new message (sent or received) scrolls into view; older pages keep the place.
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newestId, otherTyping]);

  if (history.isPending) {
    return (
      <Group justify="center" py="lg">
        <Loader aria-label={t('loading')} />
      </Group>
    );
  }
  if (history.isError) {
    return (
      <ErrorState
        title={t('history.loadError')}
        retrying={history.isRefetching}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const time = (value: string) =>
    formatDate(value, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div
      className={classes.history}
      ref={scroller}
      tabIndex={0}
      aria-label={t('history.label', { name: otherName })}
      role="region"
    >
      <Stack gap="xs">
        {history.hasNextPage ? (
          <Button
            variant="subtle"
            size="compact-sm"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
            mx="auto"
          >
            {t('history.loadOlder')}
          </Button>
        ) : null}
        {messages.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {t('history.empty')}
          </Text>
        ) : null}
        <div role="log" aria-live="polite">
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {messages.map((message) => (
              <li
                key={message.id}
                className={classes.bubble}
                data-sender={message.sender === me ? 'me' : 'other'}
                style={{ marginBottom: 8 }}
              >
                <Text size="xs" c="dimmed" fw={600}>
                  {message.sender === me ? t('history.you') : otherName}
                </Text>
                <Text size="sm">{message.text}</Text>
                <Text size="xs" c="dimmed">
                  <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
                  {message.sender === me && message.readAt ? ` · ${t('history.read')}` : null}
                </Text>
              </li>
            ))}
          </ol>
        </div>
        {otherTyping ? (
          <Text size="xs" c="dimmed" role="status">
            {t('history.typing', { name: otherName })}
          </Text>
        ) : null}
      </Stack>
    </div>
  );
}
