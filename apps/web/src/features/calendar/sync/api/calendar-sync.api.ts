import {
  createUnitIcalFeed,
  deleteIcalFeed,
  getUnitIcalExport,
  listUnitIcalFeeds,
  refreshIcalFeed,
  regenerateUnitIcalExport,
  updateIcalFeed,
} from '@hostdeck/contract/calendar/ical-feeds.endpoints';
import type { IcalFeedBody } from '@hostdeck/contract/calendar/ical-feeds.schemas';
import { getApiKeys } from '@hostdeck/contract/channel/api-keys.endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useApiMutation } from '@/shared/api/use-api-mutation';

/** The sync panel's reads, beside the unit's calendar reads (an import changes the calendar too). */
const syncKeys = {
  exportAddress: (unitId: string) => [...queryKeys.calendar.all, 'sync', unitId, 'export'] as const,
  feeds: (unitId: string) => [...queryKeys.calendar.all, 'sync', unitId, 'feeds'] as const,
  channelKeys: () => [...queryKeys.calendar.all, 'sync', 'api-keys'] as const,
};

/** The host's API keys in use: a feed may name the one its channel delivers bookings with. */
export function useChannelKeys() {
  return useQuery({
    queryKey: syncKeys.channelKeys(),
    queryFn: ({ signal }) => callEndpoint(getApiKeys, { signal }),
  });
}

export function useIcalExportAddress(unitId: string) {
  return useQuery({
    queryKey: syncKeys.exportAddress(unitId),
    queryFn: ({ signal }) => callEndpoint(getUnitIcalExport, { params: { unitId }, signal }),
  });
}

export function useRegenerateExportAddress(unitId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => callEndpoint(regenerateUnitIcalExport, { params: { unitId } }),
    onSuccess: (address) => queryClient.setQueryData(syncKeys.exportAddress(unitId), address),
  });
}

export function useIcalFeeds(unitId: string) {
  return useQuery({
    queryKey: syncKeys.feeds(unitId),
    queryFn: ({ signal }) => callEndpoint(listUnitIcalFeeds, { params: { unitId }, signal }),
  });
}

/**
 * After any change to the feeds: their list, the unit's calendar (which shows their blocks) and the
 * notifications (a read may have raised the double-booking alarm).
 */
function useFeedsChanged(unitId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: syncKeys.feeds(unitId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.calendar.unit(unitId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
    ]);
}

/** Adds a feed (no `feedId`) or changes one; the form shows field errors itself. */
export function useSaveIcalFeed(unitId: string) {
  const changed = useFeedsChanged(unitId);
  return useApiMutation({
    errorToast: false,
    mutationFn: ({ feedId, body }: { feedId: string | null; body: IcalFeedBody }) =>
      feedId
        ? callEndpoint(updateIcalFeed, { params: { feedId }, body })
        : callEndpoint(createUnitIcalFeed, { params: { unitId }, body }),
    onSettled: changed,
  });
}

export function useDeleteIcalFeed(unitId: string) {
  const changed = useFeedsChanged(unitId);
  return useApiMutation({
    mutationFn: (feedId: string) => callEndpoint(deleteIcalFeed, { params: { feedId } }),
    onSettled: changed,
  });
}

export function useRefreshIcalFeed(unitId: string) {
  const changed = useFeedsChanged(unitId);
  return useApiMutation({
    mutationFn: (feedId: string) => callEndpoint(refreshIcalFeed, { params: { feedId } }),
    onSettled: changed,
  });
}
