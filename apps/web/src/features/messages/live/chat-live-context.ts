import { createContext, useContext } from 'react';

/** What the open chat connection offers the inbox's components (null where none is open: tests). */
export interface ChatLive {
  connected: boolean;
  isTyping: (channelId: string) => boolean;
  sendTyping: (channelId: string) => void;
}

export const ChatLiveContext = createContext<ChatLive | null>(null);

export function useChatLive(): ChatLive | null {
  return useContext(ChatLiveContext);
}
