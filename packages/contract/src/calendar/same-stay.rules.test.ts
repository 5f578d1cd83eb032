import { describe, expect, it } from 'vitest';
import { isSameChannelStay } from './same-stay.rules';

const booking = { dateFrom: '2027-03-10', dateTo: '2027-03-14', channelKeyId: 'key-airbnb' };

describe('an imported block that is a channel booking itself (same stay, not a double booking)', () => {
  it.each([
    [
      'same key, same nights',
      { dateFrom: '2027-03-10', dateTo: '2027-03-14', channelKeyId: 'key-airbnb' },
      true,
    ],
    [
      'same key, one night more',
      { dateFrom: '2027-03-10', dateTo: '2027-03-15', channelKeyId: 'key-airbnb' },
      false,
    ],
    [
      'same key, starting a night later',
      { dateFrom: '2027-03-11', dateTo: '2027-03-14', channelKeyId: 'key-airbnb' },
      false,
    ],
    [
      'another channel, same nights',
      { dateFrom: '2027-03-10', dateTo: '2027-03-14', channelKeyId: 'key-vrbo' },
      false,
    ],
    [
      'a feed naming no channel, same nights',
      { dateFrom: '2027-03-10', dateTo: '2027-03-14', channelKeyId: null },
      false,
    ],
  ])('%s', (_, block, same) => {
    expect(isSameChannelStay(block, booking)).toBe(same);
  });

  it('never matches a booking no channel delivered, even from a feed naming no key', () => {
    const own = { ...booking, channelKeyId: null };
    expect(isSameChannelStay({ ...own }, own)).toBe(false);
  });
});
