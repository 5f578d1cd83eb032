import { Container, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Navigate } from 'react-router';
import { paths } from '@/app/paths';
import { isApiError } from '@/shared/api/api-error';
import { queryKeys } from '@/shared/api/query-keys';
import { formatDateRange } from '@/shared/i18n/format';
import { ErrorState } from '@/shared/ui/error-state';
import { addToHistory, messagesOf } from '../api/history';
import { MessageHistory } from '../components/message-history';
import { SendBox } from '../components/send-box';
import {
  guestChatQueryOptions,
  guestHistoryQueryOptions,
  markGuestRead,
  readGuestToken,
  sendGuestMessage,
} from './guest-api';
import { useGuestLive } from './use-guest-live';

/** /guest/chat: the guest's conversation with their host, live, phone first. */
export function GuestChatPage() {
  const { t, i18n } = useTranslation('messages');
  const queryClient = useQueryClient();
  const hasToken = readGuestToken() !== null;
  const chat = useQuery({ ...guestChatQueryOptions, enabled: hasToken });
  const history = useInfiniteQuery({ ...guestHistoryQueryOptions, enabled: hasToken });
  const live = useGuestLive();
  const send = useMutation({
    mutationFn: sendGuestMessage,
    onSuccess: (message) => addToHistory(queryClient, message, queryKeys.messaging.guestHistory()),
  });
  const { mutate: markRead } = useMutation({ mutationFn: markGuestRead });
  const newestHostMessage = messagesOf(history.data)
    .filter((message) => message.sender === 'host')
    .at(-1)?.id;
  const shown = history.isSuccess;

  // What the guest sees is read: once the messages show, and for each host message arriving then.
  useEffect(() => {
    if (shown) markRead();
  }, [markRead, shown, newestHostMessage]);

  const signedOut = [chat.error, history.error].some((error) => isApiError(error) && error.status === 401);
  if (!hasToken || signedOut) return <Navigate to={paths.guestLogin} replace />;

  return (
    <Container size="sm" py="md">
      <Stack gap="sm">
        {chat.data ? (
          <Stack gap={2}>
            <Title order={1} size="h2">
              {t('guest.chat.title', { name: chat.data.hostName })}
            </Title>
            {chat.data.checkIn && chat.data.checkOut ? (
              <Text size="sm" c="dimmed">
                {[
                  chat.data.bookingCode,
                  formatDateRange(chat.data.checkIn, chat.data.checkOut, i18n.language),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Title order={1} size="h2">
            {t('guest.chat.heading')}
          </Title>
        )}
        {chat.isError ? (
          <ErrorState title={t('history.loadError')} onRetry={() => void chat.refetch()} />
        ) : (
          <MessageHistory
            history={history}
            me="guest"
            otherName={chat.data?.hostName ?? ''}
            otherTyping={live.hostTyping}
          />
        )}
        {live.connected ? null : (
          <Text size="xs" c="dimmed" role="status">
            {t('live.offline')}
          </Text>
        )}
        {send.isError ? (
          <Text size="sm" c="red" role="alert">
            {t('guest.chat.sendError')}
          </Text>
        ) : null}
        {chat.data ? (
          <SendBox
            onSend={send.mutateAsync}
            sending={send.isPending}
            onTyping={() => live.sendTyping(chat.data.id)}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
