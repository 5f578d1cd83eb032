import { getPropertiesConfiguration } from '@hostdeck/contract/properties/properties.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function propertiesConfigurationQueryOptions(locale: string) {
  return queryOptions({
    queryKey: queryKeys.properties.configuration(locale),
    queryFn: ({ signal }) => callEndpoint(getPropertiesConfiguration, { query: { hl: locale }, signal }),
    // Configuration changes with a deployment, not while a host edits.
    staleTime: 30 * 60_000,
  });
}

export function usePropertiesConfiguration() {
  const { i18n } = useTranslation();
  return useQuery(propertiesConfigurationQueryOptions(i18n.language));
}
