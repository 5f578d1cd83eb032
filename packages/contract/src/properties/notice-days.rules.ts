import { MINIMUM_NOTICE_DAYS_ALTERNATE_DISABLED, MINIMUM_NOTICE_DAYS_OPTIONS } from '../constants';
import type { BookingType, MinimumNoticeDays } from './property-unit-options.schemas';

export interface NoticeDayOption {
  value: MinimumNoticeDays;
  disabled: boolean;
}

/**
 * Minimum days of notice: same day, 1, 2, 3, 7; the alternate list disables same day and 1.
 * We use the alternate list for on-request units (docs/decisions/0010), whose host
 * needs time to answer a request before the guest arrives.
 */
export function noticeDayOptions(bookingType: BookingType): NoticeDayOption[] {
  const alternate = bookingType === 'onRequest';
  return MINIMUM_NOTICE_DAYS_OPTIONS.map((value) => ({
    value,
    disabled: alternate && (MINIMUM_NOTICE_DAYS_ALTERNATE_DISABLED as readonly number[]).includes(value),
  }));
}

/** Whether a unit with this booking type may ask for this notice (the server refuses the others). */
export function isNoticeDaysAllowed(bookingType: BookingType, days: MinimumNoticeDays): boolean {
  return noticeDayOptions(bookingType).some((option) => option.value === days && !option.disabled);
}
