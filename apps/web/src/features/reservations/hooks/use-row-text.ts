import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDate, formatDateRange, formatMoney } from '@/shared/i18n/format';
import type { ReservationRow } from '../reservation-row';

/** The texts of a row as the host's language writes them, shared by the table and the cards. */
export function useRowText() {
  const { t, i18n } = useTranslation('reservations');
  const locale = i18n.language;
  return {
    unit: (row: ReservationRow) => row.unitTitle ?? t('filters.untitledUnit'),
    stay: (row: ReservationRow) => formatDateRange(row.checkIn, row.checkOut, locale),
    guests: (row: ReservationRow) => {
      const people = t('row.guests', { count: row.guests.adults + row.guests.children });
      return row.guests.infants > 0
        ? `${people} · ${t('row.infants', { count: row.guests.infants })}`
        : people;
    },
    price: (row: ReservationRow) =>
      row.price ? formatMoney(row.price.amount, row.price.currency, locale) : null,
    // When it reached the host, in their own time zone.
    received: (row: ReservationRow) => formatDate(row.createdAt, locale, { dateStyle: 'medium' }),
  };
}
