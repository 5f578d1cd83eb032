import { GuestLoginPage } from '@/features/messages/guest/guest-login-page';

/** /guest/login: open to everyone; a guest signs in with booking code and email. */
export function Component() {
  return <GuestLoginPage />;
}
