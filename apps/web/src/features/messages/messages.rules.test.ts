import type { ChatChannel } from '@hostdeck/contract/messaging/messaging.schemas';
import type { AppFeatures } from '@hostdeck/contract/user/user.schemas';
import { describe, expect, it } from 'vitest';
import {
  addressSearchOf,
  emptyTextKey,
  filtersFromAddress,
  guestNameOf,
  reservationPathOf,
  sendableText,
  statusLabelKey,
} from './messages.rules';

const features = (bookings: boolean, inquiries: boolean) =>
  ({ bookingsViewAvailable: bookings, inquiriesViewAvailable: inquiries }) as AppFeatures;

describe('inbox rules', () => {
  it('reads and writes the filters of the address', () => {
    const filters = filtersFromAddress('archived', new URLSearchParams('unread=1&q=%20Anna%20'));
    expect(filters).toEqual({ status: 'archived', unread: true, favorited: false, search: 'Anna' });
    expect(addressSearchOf(filters)).toBe('?unread=1&q=Anna');
    expect(addressSearchOf({ unread: false, favorited: false, search: '  ' })).toBe('');
  });

  it('§2: the no-results text differs when a filter or a search is active', () => {
    const none = { status: 'all' as const, unread: false, favorited: false, search: '' };
    expect(emptyTextKey(none)).toBe('empty.none');
    expect(emptyTextKey({ ...none, unread: true })).toBe('empty.filtered');
    expect(emptyTextKey({ ...none, status: 'archived' })).toBe('empty.filtered');
    expect(emptyTextKey({ ...none, favorited: true, search: 'x' })).toBe('empty.searched');
  });

  it("§2: the label reads 'all inquiries' when only the inquiries view is available", () => {
    expect(statusLabelKey('all', features(false, true))).toBe('list.status.allInquiries');
    expect(statusLabelKey('all', features(true, true))).toBe('list.status.all');
    expect(statusLabelKey('archived', features(false, true))).toBe('list.status.archived');
    expect(statusLabelKey('all', undefined)).toBe('list.status.all');
  });

  it('links a conversation to its reservation and names its guest', () => {
    expect(reservationPathOf({ kind: 'booking', id: 'B1' })).toBe('/booking-details/B1');
    expect(reservationPathOf({ kind: 'bookingRequest', id: 'R1' })).toBe('/booking-request-details/R1');
    expect(reservationPathOf({ kind: 'inquiry', id: 'I1' })).toBe('/inquiries/I1');
    const channel = {
      members: [
        { userId: 'h', name: 'Host', role: 'host' },
        { userId: 'guest:c', name: 'Lukas Wagner', role: 'guest' },
      ],
    } as ChatChannel;
    expect(guestNameOf(channel)).toBe('Lukas Wagner');
  });

  it('sends trimmed text within the cap, never a blank one', () => {
    expect(sendableText('  hi \n')).toBe('hi');
    expect(sendableText(' \n ')).toBeNull();
    expect(sendableText('x'.repeat(4000))).toHaveLength(4000);
    expect(sendableText('x'.repeat(4001))).toBeNull();
  });
});
