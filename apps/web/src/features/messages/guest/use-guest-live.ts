import type { MessagingToken } from '@hostdeck/contract/messaging/messaging.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { addToHistory, markMessagesRead } from '../api/history';
import { socketOrigin } from '@/shared/live/live-connection';
import { startChatSocket, type ChatSocket } from '@/shared/live/chat-socket';
import { readGuestToken } from './guest-api';

const TYPING_SHOWN_MS = 6_000;
const SOCKET_PATH = '/api/app/messaging/socket';

/**
 * The guest's live chat: the same socket as the host's, opened with the guest token (it reaches
 * the guest's one channel). New messages join the history, the host's read receipt marks the
 * guest's messages read, and the host's typing shows for a few seconds.
 */
export function useGuestLive() {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(true);
  const [hostTypingUntil, setHostTypingUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const socket = useRef<ChatSocket | null>(null);

  useEffect(() => {
    const historyKey = queryKeys.messaging.guestHistory();
    const started = startChatSocket({
      fetchToken: () => {
        const token = readGuestToken();
        if (!token) return Promise.reject(new Error('No guest token'));
        const guestToken: MessagingToken = {
          token,
          apiKey: 'hostdeck-chat',
          userId: 'guest',
          userName: 'guest',
          websocketPath: SOCKET_PATH,
          expiresAt: '',
        };
        return Promise.resolve(guestToken);
      },
      socketOrigin: socketOrigin(),
      lastSeen: () => new Map(),
      onConnectedChange: setConnected,
      onEvent: (event) => {
        if (event.type === 'message.created') {
          addToHistory(queryClient, event.message, historyKey);
          void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.guestChat(), exact: true });
          if (event.message.sender === 'host') setHostTypingUntil(0);
        }
        if (event.type === 'channel.read' && event.reader === 'host')
          markMessagesRead(queryClient, historyKey, 'guest', event.readAt);
        if (event.type === 'typing' && event.member === 'host') {
          setHostTypingUntil(Date.now() + TYPING_SHOWN_MS);
          setNow(Date.now());
        }
      },
    });
    socket.current = started;
    return () => {
      started.stop();
      socket.current = null;
    };
  }, [queryClient]);

  useEffect(() => {
    if (hostTypingUntil <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), hostTypingUntil - now + 50);
    return () => clearTimeout(timer);
  }, [hostTypingUntil, now]);

  return {
    connected,
    hostTyping: hostTypingUntil > now,
    sendTyping: (channelId: string) => socket.current?.sendTyping(channelId),
  };
}
