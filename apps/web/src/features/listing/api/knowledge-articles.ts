import { getKnowledgeArticles } from '@hostdeck/contract/help/help.endpoints';
import type { HelpContext } from '@hostdeck/contract/help/help.schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** Help articles for a listing step's context; fetched when the help dropdown opens. */
export function useKnowledgeArticles(context: HelpContext | null, enabled: boolean) {
  // The call's Accept-Language is the language shown; a switch asks again in the new one.
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.knowledgeArticles(context ?? 'all', i18n.language),
    queryFn: ({ signal }) =>
      callEndpoint(getKnowledgeArticles, {
        query: context ? { categories: context } : {},
        signal,
      }),
    enabled,
    staleTime: 10 * 60_000,
  });
}
