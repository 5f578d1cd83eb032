import { useEffect } from 'react';
import { useLocaleSwitch } from '@/app/startup/startup-context';
import { useUserInfo } from '@/shared/api/use-user-info';

/**
 * The account's language wins over the one the app started in (the browser's, or the one this
 * device remembered): once the user info is in, the app switches to it. Staff acting as a host
 * keep their own language.
 */
export function useAccountLocaleSync(): void {
  const { data: info } = useUserInfo();
  const { switchLocale } = useLocaleSwitch();
  const accountLocale = info && !info.isImpersonating ? info.locale : null;
  // Only a change of the account's locale switches; a host's own choice updates the account.
  useEffect(() => {
    // A language that cannot be loaded is logged by the switch; the page stays as it is.
    if (accountLocale) switchLocale(accountLocale).catch(() => undefined);
  }, [accountLocale, switchLocale]);
}
