import { startImpersonation as startImpersonationEndpoint } from '@hostdeck/contract/staff/staff.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { cancelCallsBeforeIdentityChange, refreshAfterIdentityChange } from './refresh-after-identity-change';

export function startImpersonation(hostId: string) {
  return callEndpoint(startImpersonationEndpoint, { body: { hostId } });
}

/** Act as a host, then open the host's overview. */
export function useStartImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useApiMutation({
    onMutate: () => cancelCallsBeforeIdentityChange(queryClient),
    mutationFn: startImpersonation,
    onSuccess: async () => {
      await refreshAfterIdentityChange(queryClient);
      await navigate(paths.home);
    },
  });
}
