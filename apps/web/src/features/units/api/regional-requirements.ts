import {
  getRegionalRequirements,
  getRegionalRequirementsConfiguration,
  updateRegionalRequirements,
} from '@hostdeck/contract/properties/regional-requirements.endpoints';
import type { UpdateRegionalRequirementsBody } from '@hostdeck/contract/properties/regional-requirements.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys, unitShownElsewhereKeys } from '@/shared/api/query-keys';

export function useRegionalRequirements(unitId: string) {
  return useQuery({
    queryKey: queryKeys.units.regionalRequirements(unitId),
    queryFn: ({ signal }) => callEndpoint(getRegionalRequirements, { params: { id: unitId }, signal }),
  });
}

export function useRegionalRequirementsConfiguration(unitId: string) {
  return useQuery({
    queryKey: queryKeys.units.regionalConfiguration(unitId),
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
      queryClient.setQueryData(queryKeys.units.regionalRequirements(unitId), answers);
      // A fixed registration number clears the property's invalid fields.
      void queryClient.invalidateQueries({ queryKey: queryKeys.properties.detail(propertyId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.units.unit(unitId), exact: true });
      for (const queryKey of unitShownElsewhereKeys()) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
