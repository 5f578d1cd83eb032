import type { ChannelStatus, ChatChannel } from '@hostdeck/contract/messaging/messaging.schemas';
import { MESSAGE_TEXT_MAX_LENGTH } from '@hostdeck/contract/messaging/messaging.schemas';
import type { AppFeatures } from '@hostdeck/contract/user/user.schemas';
import { paths } from '@/app/paths';
import type { ChannelFilters } from './api/channels';

/** The address keeps the extra filters and the search: `?unread=1&favorited=1&q=…`. */
export function filtersFromAddress(status: ChannelStatus, search: URLSearchParams): ChannelFilters {
  return {
    status,
    unread: search.get('unread') === '1',
    favorited: search.get('favorited') === '1',
    search: (search.get('q') ?? '').trim(),
  };
}

export function addressSearchOf(filters: Omit<ChannelFilters, 'status'>): string {
  const params = new URLSearchParams();
  if (filters.unread) params.set('unread', '1');
  if (filters.favorited) params.set('favorited', '1');
  if (filters.search.trim()) params.set('q', filters.search.trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The empty list's text says why it is empty: a search that found nothing, filters that match
 * nothing (an unread or favourite filter, or the archive), or no conversation at all.
 */
export function emptyTextKey(filters: ChannelFilters): 'empty.searched' | 'empty.filtered' | 'empty.none' {
  if (filters.search) return 'empty.searched';
  if (filters.unread || filters.favorited || filters.status !== 'all') return 'empty.filtered';
  return 'empty.none';
}

/** The "all" filter is named "all inquiries" when inquiries are the only reservations the host sees. */
export function statusLabelKey(status: ChannelStatus, features: AppFeatures | undefined): string {
  if (status === 'all' && features?.inquiriesViewAvailable && !features.bookingsViewAvailable)
    return 'list.status.allInquiries';
  return `list.status.${status}`;
}

export function guestNameOf(channel: ChatChannel): string {
  return channel.members.find((member) => member.role === 'guest')?.name ?? '';
}

/** The page of the booking, request or inquiry a conversation is about. */
export function reservationPathOf(subject: NonNullable<ChatChannel['subject']>): string {
  switch (subject.kind) {
    case 'booking':
      return paths.bookingDetails(subject.id);
    case 'bookingRequest':
      return paths.bookingRequestDetails(subject.id);
    case 'inquiry':
      return paths.inquiry(subject.id);
  }
}

/** What the send box may send: not blank, within the contract's cap once trimmed as the server trims. */
export function sendableText(draft: string): string | null {
  const text = draft.trim();
  return text.length > 0 && text.length <= MESSAGE_TEXT_MAX_LENGTH ? text : null;
}
