import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import { updateUserInfo } from '@hostdeck/contract/user/user.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocaleSwitch } from '@/app/startup/startup-context';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';
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

/** The host picks a language: shown at once, then stored on the account (not for staff acting as a host). */
export function useChooseLocale() {
  const { locale, switchLocale } = useLocaleSwitch();
  const { data: info } = useUserInfo();
  const queryClient = useQueryClient();
  const save = useApiMutation({
    mutationFn: (next: AppLocale) => callEndpoint(updateUserInfo, { body: { locale: next } }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.user.info(), data),
  });
  const choose = async (next: AppLocale) => {
    await switchLocale(next);
    if (info && !info.isImpersonating && info.locale !== next) save.mutate(next);
  };
  return { locale, choose };
}
