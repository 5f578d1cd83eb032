import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ChannelStatus } from '@hostdeck/contract/messaging/messaging.schemas';
import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { isApiError } from '@/shared/api/api-error';
import { ArrowLeftIcon } from '@/shared/ui/icons';
import { ErrorState } from '@/shared/ui/error-state';
import { useChannel, useMarkRead, useUpdateChannel } from '../api/channels';
import { messagesOf, useHistory, useSendMessage } from '../api/history';
import { useChatLive } from '../live/chat-live-context';
import { guestNameOf } from '../messages.rules';
import { MessageHistory } from './message-history';
import { SendBox } from './send-box';
import { StaySummary } from './stay-summary';

interface ConversationProps {
  channelId: string;
  status: ChannelStatus;
  addressSearch: string;
}

/** One conversation: who and what it is about, its messages, the send box, archive and favourite. */
export function Conversation({ channelId, status, addressSearch }: ConversationProps) {
  const { t } = useTranslation('messages');
  const channel = useChannel(channelId);
  const update = useUpdateChannel(channelId);
  const markRead = useMarkRead(channelId);
  const send = useSendMessage(channelId);
  const live = useChatLive();
  const history = useHistory(channelId);
  const shown = history.isSuccess;
  const newestGuestMessage = messagesOf(history.data)
    .filter((message) => message.sender === 'guest')
    .at(-1)?.id;
  const { mutate: markReadNow } = markRead;

  // The messages on screen are read: once they show, and again for a guest message arriving then.
  useEffect(() => {
    if (shown) markReadNow();
  }, [markReadNow, shown, newestGuestMessage]);

  const back = (
    <Anchor
      component={Link}
      to={`${paths.messagesChannels(status)}${addressSearch}`}
      hiddenFrom="sm"
      size="sm"
    >
      <Group gap={4} component="span">
        <ArrowLeftIcon size={16} />
        {t('conversation.back')}
      </Group>
    </Anchor>
  );

  if (channel.isPending) {
    return (
      <Stack>
        {back}
        <Group justify="center" py="lg">
          <Loader aria-label={t('loading')} />
        </Group>
      </Stack>
    );
  }
  if (channel.isError) {
    const gone = isApiError(channel.error) && channel.error.status === 404;
    return (
      <Stack>
        {back}
        <ErrorState
          title={gone ? t('conversation.notFound') : t('conversation.loadError')}
          description={gone ? t('conversation.pick') : undefined}
          retrying={channel.isRefetching}
          onRetry={gone ? undefined : () => void channel.refetch()}
        />
      </Stack>
    );
  }
  const data = channel.data;
  const guestName = guestNameOf(data);
  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {guestName}
          </Title>
          {data.subject ? <StaySummary subject={data.subject} /> : null}
        </Stack>
        <Group gap="xs">
          <Button
            variant={data.favorited ? 'light' : 'default'}
            size="compact-sm"
            aria-pressed={data.favorited}
            loading={update.isPending && update.variables?.favorited !== undefined}
            onClick={() => update.mutate({ favorited: !data.favorited })}
          >
            {data.favorited ? t('conversation.unfavorite') : t('conversation.favorite')}
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            loading={update.isPending && update.variables?.archived !== undefined}
            onClick={() => update.mutate({ archived: !data.archived })}
          >
            {data.archived ? t('conversation.unarchive') : t('conversation.archive')}
          </Button>
        </Group>
      </Group>
      <MessageHistory
        history={history}
        me="host"
        otherName={guestName}
        otherTyping={live?.isTyping(channelId) ?? false}
      />
      {live && !live.connected ? (
        <Text size="xs" c="dimmed" role="status">
          {t('live.offline')}
        </Text>
      ) : null}
      <SendBox
        onSend={send.mutateAsync}
        sending={send.isPending}
        onTyping={live ? () => live.sendTyping(channelId) : undefined}
        savedRepliesChannelId={channelId}
      />
    </Stack>
  );
}
