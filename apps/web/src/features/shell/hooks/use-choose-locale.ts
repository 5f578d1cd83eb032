import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import { updateUserInfo } from '@hostdeck/contract/user/user.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { useLocaleSwitch } from '@/app/startup/startup-context';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { useUserInfo } from '@/shared/api/use-user-info';

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
