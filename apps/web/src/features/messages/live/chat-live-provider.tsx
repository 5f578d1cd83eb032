import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { joinLiveConnection, type LiveMembership } from '@/shared/live/live-connection';
import { applyChatEvent, lastSeenMessages } from './apply-chat-event';
import { ChatLiveContext, type ChatLive } from './chat-live-context';

/** A guest's typing shows this long after their last typing frame (they send one every few seconds). */
const TYPING_SHOWN_MS = 6_000;

/**
 * Joins the tab's one chat connection (the shell's, or opened here when the shell has not started
 * it yet) while the inbox is shown, and feeds its events to the inbox's caches.
 */
export function ChatLiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(true);
  const [typingUntil, setTypingUntil] = useState<ReadonlyMap<string, number>>(new Map());
  const socket = useRef<LiveMembership | null>(null);

  useEffect(() => {
    const started = joinLiveConnection({
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
      started.leave();
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
