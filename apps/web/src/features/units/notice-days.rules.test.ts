import { describe, expect, it } from 'vitest';
import { noticeDayOptions } from './notice-days.rules';

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
