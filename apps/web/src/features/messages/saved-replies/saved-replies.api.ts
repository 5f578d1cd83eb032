import {
  createSavedReply,
  deleteSavedReply,
  getChannelReplyFacts,
  listSavedReplies,
  updateSavedReply,
} from '@hostdeck/contract/messaging/saved-replies.endpoints';
import type { SavedReplyBody } from '@hostdeck/contract/messaging/saved-replies.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';

// Kept beside the inbox's keys, not among the conversations' (a channel's refresh leaves them be).
const savedReplyKeys = {
  list: () => [...queryKeys.messaging.all, 'saved-replies'] as const,
  facts: (channelId: string) => [...queryKeys.messaging.all, 'reply-facts', channelId] as const,
};

export function useSavedReplies() {
  return useQuery({
    queryKey: savedReplyKeys.list(),
    queryFn: ({ signal }) => callEndpoint(listSavedReplies, { signal }),
  });
}

/** What the placeholders stand for in this conversation (read when the host opens the replies). */
export function useReplyFacts(channelId: string) {
  return useQuery({
    queryKey: savedReplyKeys.facts(channelId),
    queryFn: ({ signal }) => callEndpoint(getChannelReplyFacts, { params: { channelId }, signal }),
  });
}

/** Adds a reply (no id) or changes one; the form shows field errors itself. */
export function useSaveSavedReply() {
  const queryClient = useQueryClient();
  return useApiMutation({
    errorToast: false,
    mutationFn: ({ id, body }: { id: string | null; body: SavedReplyBody }) =>
      id
        ? callEndpoint(updateSavedReply, { params: { savedReplyId: id }, body })
        : callEndpoint(createSavedReply, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedReplyKeys.list() }),
  });
}

export function useDeleteSavedReply() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (id: string) => callEndpoint(deleteSavedReply, { params: { savedReplyId: id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedReplyKeys.list() }),
  });
}
