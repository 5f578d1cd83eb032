import {
  getRegionalRequirements,
  getRegionalRequirementsConfiguration,
  updateRegionalRequirements,
} from '@hostdeck/contract/properties/regional-requirements.endpoints';
import type { UpdateRegionalRequirementsBody } from '@hostdeck/contract/properties/regional-requirements.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { unitListingKeys, unitQueryKeys } from './unit-query-keys';

export function useRegionalRequirements(unitId: string) {
  return useQuery({
    queryKey: unitQueryKeys.regionalRequirements(unitId),
    queryFn: ({ signal }) => callEndpoint(getRegionalRequirements, { params: { id: unitId }, signal }),
  });
}

export function useRegionalRequirementsConfiguration(unitId: string) {
  return useQuery({
    queryKey: unitQueryKeys.regionalConfiguration(unitId),
    queryFn: ({ signal }) =>
      callEndpoint(getRegionalRequirementsConfiguration, { params: { id: unitId }, signal }),
  });
}

export function useUpdateRegionalRequirements(unitId: string, propertyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: UpdateRegionalRequirementsBody) =>
      callEndpoint(updateRegionalRequirements, { params: { id: unitId }, body }),
    onSuccess: (answers) => {
      queryClient.setQueryData(unitQueryKeys.regionalRequirements(unitId), answers);
      // A fixed registration number clears the property's invalid fields (spec §3).
      void queryClient.invalidateQueries({ queryKey: unitQueryKeys.property(propertyId) });
      void queryClient.invalidateQueries({ queryKey: unitQueryKeys.unit(unitId), exact: true });
      for (const queryKey of unitListingKeys(unitId)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
