import {
  MINIMUM_NOTICE_DAYS_ALTERNATE_DISABLED,
  MINIMUM_NOTICE_DAYS_OPTIONS,
} from '@hostdeck/contract/constants';
import type { BookingType } from '@hostdeck/contract/properties/property-unit-options.schemas';
import type { MinimumNoticeDays } from '@hostdeck/contract/properties/property-unit-options.schemas';

export interface NoticeDayOption {
  value: MinimumNoticeDays;
  disabled: boolean;
}

/**
 * Minimum days of notice (spec §5): same day, 1, 2, 3, 7; the alternate list disables same day and 1.
 * The spec does not say when the alternate list applies; we use it for on-request units, whose host
 * needs time to answer a request before the guest arrives.
 */
export function noticeDayOptions(bookingType: BookingType): NoticeDayOption[] {
  const alternate = bookingType === 'onRequest';
  return MINIMUM_NOTICE_DAYS_OPTIONS.map((value) => ({
    value,
    disabled: alternate && (MINIMUM_NOTICE_DAYS_ALTERNATE_DISABLED as readonly number[]).includes(value),
  }));
}
