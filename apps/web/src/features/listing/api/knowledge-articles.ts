import { getKnowledgeArticles } from '@hostdeck/contract/help/help.endpoints';
import type { HelpContext } from '@hostdeck/contract/help/help.schemas';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';

/** Help articles for a listing step's context (spec §2 Help dropdown); fetched when opened. */
export function useKnowledgeArticles(context: HelpContext | null, enabled: boolean) {
  return useQuery({
    queryKey: ['help', 'knowledge-articles', context ?? 'all'],
    queryFn: ({ signal }) =>
      callEndpoint(getKnowledgeArticles, {
        query: context ? { categories: context } : {},
        signal,
      }),
    enabled,
    staleTime: 10 * 60_000,
  });
}
