import {
  getBusinessDetails,
  getIndividualDetails,
  getOnboardingConfiguration,
  saveBusinessDetails,
  saveIndividualDetails,
} from '@hostdeck/contract/onboarding/onboarding.endpoints';
import type {
  BusinessDetails,
  businessDetailsSchema,
  IndividualDetails,
} from '@hostdeck/contract/onboarding/onboarding.schemas';
import type { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys } from '@/shared/api/query-keys';

export function useOnboardingConfiguration() {
  return useQuery({
    queryKey: queryKeys.user.onboardingConfiguration(),
    queryFn: ({ signal }) => callEndpoint(getOnboardingConfiguration, { signal }),
  });
}

export function useIndividualDetails(enabled = true) {
  return useQuery({
    queryKey: queryKeys.user.individualDetails(),
    queryFn: ({ signal }) => callEndpoint(getIndividualDetails, { signal }),
    enabled,
  });
}

export function useBusinessDetails(enabled = true) {
  return useQuery({
    queryKey: queryKeys.user.businessDetails(),
    queryFn: ({ signal }) => callEndpoint(getBusinessDetails, { signal }),
    enabled,
  });
}

export function useSaveIndividualDetails() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: IndividualDetails) => callEndpoint(saveIndividualDetails, { body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.user.individualDetails(), saved),
  });
}

export function useSaveBusinessDetails() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: z.input<typeof businessDetailsSchema>) => callEndpoint(saveBusinessDetails, { body }),
    onSuccess: (saved: BusinessDetails) => queryClient.setQueryData(queryKeys.user.businessDetails(), saved),
  });
}
