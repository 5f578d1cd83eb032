import {
  createSavedReply,
  deleteSavedReply,
  getChannelReplyFacts,
  listSavedReplies,
  reorderSavedReplies,
  updateSavedReply,
} from '@hostdeck/contract/messaging/saved-replies.endpoints';
import type { SavedReply, SavedReplyBody } from '@hostdeck/contract/messaging/saved-replies.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';

// Kept beside the inbox's keys, not among the conversations' (a channel's refresh leaves them be).
const savedReplyKeys = {
  list: () => [...queryKeys.messaging.all, 'saved-replies'] as const,
  facts: (channelId: string) => [...queryKeys.messaging.all, 'reply-facts', channelId] as const,
  /** Names the reorder writes, which go one at a time (a mutation scope) in the order they were made. */
  order: () => [...queryKeys.messaging.all, 'saved-replies', 'order'] as const,
};

type SavedReplyList = { items: SavedReply[] };

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

/**
 * Moves a reply to another place in the list: the list shows the new order at once and the whole
 * order is sent; a refusal puts the list back as it was and reads it again. Quick moves build on
 * each other and are sent one after another, so the last one made is the one the server keeps.
 */
export function useReorderSavedReplies() {
  const queryClient = useQueryClient();
  const orderKey = savedReplyKeys.order();
  return useApiMutation({
    mutationKey: orderKey,
    scope: { id: orderKey.join('/') },
    mutationFn: (ids: string[]) => callEndpoint(reorderSavedReplies, { body: { savedReplyIds: ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: savedReplyKeys.list() });
      const before = queryClient.getQueryData<SavedReplyList>(savedReplyKeys.list());
      if (before) {
        const byId = new Map(before.items.map((reply) => [reply.id, reply]));
        const items = ids.flatMap((id, position) => {
          const reply = byId.get(id);
          return reply ? [{ ...reply, position }] : [];
        });
        queryClient.setQueryData<SavedReplyList>(savedReplyKeys.list(), { items });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(savedReplyKeys.list(), context.before);
      void queryClient.invalidateQueries({ queryKey: savedReplyKeys.list() });
    },
    onSuccess: (list) => {
      // A later move still waiting to be sent already shows; the answer to an earlier one would undo it.
      if (queryClient.isMutating({ mutationKey: orderKey }) <= 1)
        queryClient.setQueryData(savedReplyKeys.list(), list);
    },
  });
}
