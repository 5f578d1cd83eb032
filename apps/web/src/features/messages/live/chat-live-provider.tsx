import { getMessagingToken } from '@hostdeck/contract/messaging/messaging.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { callEndpoint, endpointUrl } from '@/shared/api/api-client';
import { reportError } from '@/shared/api/report-error';
import { applyChatEvent, lastSeenMessages } from './apply-chat-event';
import { ChatLiveContext, type ChatLive } from './chat-live-context';
import { messagingTokenProblems, startChatSocket, type ChatSocket } from './chat-socket';

/** A guest's typing shows this long after their last typing frame (they send one every few seconds). */
const TYPING_SHOWN_MS = 6_000;

/** The socket's origin: the API's (configured or the page's own), ws for http and wss for https. */
export function socketOrigin(): string {
  const api = new URL(endpointUrl(getMessagingToken, undefined), window.location.href);
  return `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
}

/** Keeps one chat connection open while the inbox is shown and feeds its events to the caches. */
export function ChatLiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(true);
  const [typingUntil, setTypingUntil] = useState<ReadonlyMap<string, number>>(new Map());
  const socket = useRef<ChatSocket | null>(null);

  useEffect(() => {
    const started = startChatSocket({
      fetchToken: async () => {
        const token = await callEndpoint(getMessagingToken);
        const problems = messagingTokenProblems(token);
        for (const problem of problems) reportError(new Error(problem), { where: 'messaging' });
        if (problems.includes('Messaging token not found')) throw new Error('Messaging token not found');
        return token;
      },
      socketOrigin: socketOrigin(),
      lastSeen: () => lastSeenMessages(queryClient),
      onConnectedChange: setConnected,
      onEvent: (event) => {
        applyChatEvent(queryClient, event);
        if (event.type === 'typing' && event.member === 'guest')
          setTypingUntil((old) => new Map(old).set(event.channelId, Date.now() + TYPING_SHOWN_MS));
        // The guest's message ends their typing.
        if (event.type === 'message.created' && event.message.sender === 'guest')
          setTypingUntil((old) => {
            const next = new Map(old);
            next.delete(event.message.channelId);
            return next;
          });
      },
    });
    socket.current = started;
    return () => {
      started.stop();
      socket.current = null;
    };
  }, [queryClient]);

  // The indicator goes away on its own once the guest stopped typing.
  useEffect(() => {
    if (typingUntil.size === 0) return;
    const soonest = Math.min(...typingUntil.values());
    const timer = setTimeout(
      () => setTypingUntil((old) => new Map([...old].filter(([, until]) => until > Date.now()))),
      Math.max(0, soonest - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const value = useMemo<ChatLive>(
    () => ({
      connected,
      isTyping: (channelId) => (typingUntil.get(channelId) ?? 0) > Date.now(),
      sendTyping: (channelId) => socket.current?.sendTyping(channelId),
    }),
    [connected, typingUntil],
  );
  return <ChatLiveContext.Provider value={value}>{children}</ChatLiveContext.Provider>;
}
