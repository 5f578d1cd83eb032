import { stopImpersonation as stopImpersonationEndpoint } from '@hostdeck/contract/staff/staff.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { cancelCallsBeforeIdentityChange, refreshAfterIdentityChange } from './refresh-after-identity-change';

export function stopImpersonation() {
  return callEndpoint(stopImpersonationEndpoint);
}

/** Stop acting as the host: forget the host's data, reload who we are, back to the staff page. */
export function useStopImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useApiMutation({
    onMutate: () => cancelCallsBeforeIdentityChange(queryClient),
    mutationFn: stopImpersonation,
    onSuccess: async () => {
      await refreshAfterIdentityChange(queryClient);
      await navigate(paths.staff);
    },
  });
}
