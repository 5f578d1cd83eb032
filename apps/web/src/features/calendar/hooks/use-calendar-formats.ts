import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { firstDayOfWeek, formatDateRange, formatMoney, intlLocaleOf } from '@/shared/i18n/format';
import { addDays, firstOfMonth, utcDate, type MonthKey } from '../calendar-dates';

// A Monday, from which the n-th ISO weekday's name is read.
const A_MONDAY = '2024-01-01';

/** Month, weekday, day and money texts of the month view, in the host's language, through Intl. */
export function useCalendarFormats(currency: string | null) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const intl = intlLocaleOf(locale);
    const monthTitle = new Intl.DateTimeFormat(intl, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const weekdayShort = new Intl.DateTimeFormat(intl, { weekday: 'short', timeZone: 'UTC' });
    const weekdayLong = new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' });
    const fullDate = new Intl.DateTimeFormat(intl, { dateStyle: 'full', timeZone: 'UTC' });
    const shortRange = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
    return {
      firstWeekday: firstDayOfWeek(locale),
      // A title starts with a capital, also where month names do not ("junio de 2030").
      month: (month: MonthKey) => {
        const text = monthTitle.format(utcDate(firstOfMonth(month)));
        return text.charAt(0).toLocaleUpperCase(intl) + text.slice(1);
      },
      weekday: (isoWeekday: number, style: 'short' | 'long') =>
        (style === 'short' ? weekdayShort : weekdayLong).format(utcDate(addDays(A_MONDAY, isoWeekday - 1))),
      day: (iso: string) => fullDate.format(utcDate(iso)),
      money: (amount: number) => (currency ? formatMoney(amount, currency, locale) : String(amount)),
      /** Nights [from, to) as the stay's dates: arrival to departure. */
      stay: (from: string, to: string) => formatDateRange(from, to, locale, shortRange),
      /** Nights [from, to) as the nights themselves: first to last. */
      nights: (from: string, to: string) => {
        const last = addDays(to, -1);
        return last === from
          ? fullDate.format(utcDate(from))
          : formatDateRange(from, last, locale, shortRange);
      },
    };
  }, [locale, currency]);
}

export type CalendarFormats = ReturnType<typeof useCalendarFormats>;
