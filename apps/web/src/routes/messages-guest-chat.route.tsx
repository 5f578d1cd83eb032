import { GuestChatPage } from '@/features/messages/guest/guest-chat-page';

/** /guest/chat: the guest's chat with the host, with the guest token from /guest/login. */
export function Component() {
  return <GuestChatPage />;
}
