import { describe, expect, it } from 'vitest';
import { isNoticeDaysAllowed, noticeDayOptions } from './notice-days.rules';

describe('noticeDayOptions', () => {
  it('offers same day, 1, 2, 3 and 7 days for instant booking', () => {
    expect(noticeDayOptions('onLine')).toEqual([
      { value: 0, disabled: false },
      { value: 1, disabled: false },
      { value: 2, disabled: false },
      { value: 3, disabled: false },
      { value: 7, disabled: false },
    ]);
  });

  it('disables same day and 1 day in the alternate list (on request)', () => {
    expect(
      noticeDayOptions('onRequest')
        .filter((o) => !o.disabled)
        .map((o) => o.value),
    ).toEqual([2, 3, 7]);
  });
});

describe('isNoticeDaysAllowed', () => {
  it.each([
    ['onLine', 0, true],
    ['onLine', 1, true],
    ['onLine', 7, true],
    ['onRequest', 0, false],
    ['onRequest', 1, false],
    ['onRequest', 2, true],
    ['onRequest', 7, true],
  ] as const)('%s with %i days of notice: %s', (bookingType, days, allowed) => {
    expect(isNoticeDaysAllowed(bookingType, days)).toBe(allowed);
  });
});
