import { usePendingRequestsCount } from '../api/get-booking-requests-pending-count';
import { useUnreadMessagesCount } from '../api/get-unread-messages-count';
import type { NavBadgeSource } from '../navigation.rules';

/**
 * The count one navigation badge shows. Read by the badge itself, not by the shell, so a count
 * that arrives or changes re-renders that badge alone, not the whole navigation.
 */
export function useNavBadgeCount(source: NavBadgeSource): number | undefined {
  const unread = useUnreadMessagesCount(source === 'unreadMessages');
  const pending = usePendingRequestsCount(source === 'pendingReservations');
  return source === 'unreadMessages' ? unread.data?.count : pending.data?.count;
}
