import { firstDayOfWeek, intlLocaleOf } from '@/shared/i18n/format';

export interface Weekday {
  /** 0 = Sunday … 6 = Saturday, as the contract numbers check-in days. */
  value: number;
  name: string;
}

/** The seven weekdays named by Intl in the host's language, from the first day of the locale's week. */
export function weekdaysOf(locale: string): Weekday[] {
  const format = new Intl.DateTimeFormat(intlLocaleOf(locale), { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2023 was a Sunday; ISO numbers Sunday 7, which is 0 here.
  const first = firstDayOfWeek(locale) % 7;
  return Array.from({ length: 7 }, (_, offset) => {
    const value = (first + offset) % 7;
    return { value, name: format.format(new Date(Date.UTC(2023, 0, 1 + value))) };
  });
}
