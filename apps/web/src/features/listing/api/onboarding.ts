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

/** The onboarding calls belong to the user domain (spec §7 "Onboarding and user"). */
export const onboardingQueryKeys = {
  all: ['user', 'onboarding'] as const,
  configuration: () => [...onboardingQueryKeys.all, 'configuration'] as const,
  individualDetails: () => [...onboardingQueryKeys.all, 'individual-details'] as const,
  businessDetails: () => [...onboardingQueryKeys.all, 'business-details'] as const,
};

export function useOnboardingConfiguration() {
  return useQuery({
    queryKey: onboardingQueryKeys.configuration(),
    queryFn: ({ signal }) => callEndpoint(getOnboardingConfiguration, { signal }),
  });
}

export function useIndividualDetails(enabled = true) {
  return useQuery({
    queryKey: onboardingQueryKeys.individualDetails(),
    queryFn: ({ signal }) => callEndpoint(getIndividualDetails, { signal }),
    enabled,
  });
}

export function useBusinessDetails(enabled = true) {
  return useQuery({
    queryKey: onboardingQueryKeys.businessDetails(),
    queryFn: ({ signal }) => callEndpoint(getBusinessDetails, { signal }),
    enabled,
  });
}

export function useSaveIndividualDetails() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: IndividualDetails) => callEndpoint(saveIndividualDetails, { body }),
    onSuccess: (saved) => queryClient.setQueryData(onboardingQueryKeys.individualDetails(), saved),
  });
}

export function useSaveBusinessDetails() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: z.input<typeof businessDetailsSchema>) => callEndpoint(saveBusinessDetails, { body }),
    onSuccess: (saved: BusinessDetails) =>
      queryClient.setQueryData(onboardingQueryKeys.businessDetails(), saved),
  });
}
