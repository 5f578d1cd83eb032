import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDate, intlLocaleOf } from '@/shared/i18n/format';
import type { TimelineRow } from '../timeline-rows.rules';
import { addNights } from '../timeline-window.rules';

/** Formats prices as short as a narrow cell needs them ("€120", "120 €"): whole units, narrow sign. */
function priceFormatter(locale: string): (price: number, currency: string) => string {
  // Hundreds of cells are drawn on every step of a scroll, mostly with the same few prices: each
  // price is formatted once.
  const formatters = new Map<string, Intl.NumberFormat>();
  const texts = new Map<string, string>();
  return (price, currency) => {
    const key = `${currency} ${price}`;
    const known = texts.get(key);
    if (known !== undefined) return known;
    let format = formatters.get(currency);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      });
      formatters.set(currency, format);
    }
    const text = format.format(price);
    texts.set(key, text);
    return text;
  };
}

/** A night's price for a cell; one formatter per currency, made once per language. */
export function usePriceFormat(): (price: number, currency: string) => string {
  const { i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  return useMemo(() => priceFormatter(locale), [locale]);
}

/** What a screen reader says of the keyboard's cell: the unit, the date, and what holds the night. */
export function useCellLabel(
  row: TimelineRow | undefined,
  origin: string,
  column: number,
  focused: boolean,
): string | undefined {
  const { t, i18n } = useTranslation('calendarTimeline');
  const formatPrice = usePriceFormat();
  // Only the keyboard's cell is read aloud, and only while the grid has the focus.
  if (!row || !focused) return undefined;
  const date = formatDate(addNights(origin, column), i18n.language, { dateStyle: 'full', timeZone: 'UTC' });
  const entry = row.entries[row.occupiedBy[column] ?? -1];
  const price = row.nightly[column];
  const minStay = row.minStayNights[column];
  const state = entry
    ? `${entry.conflict ? t('conflict') : t(`sources.${entry.source}`)}${entry.label ? `: ${entry.label}` : ''}`
    : price === undefined
      ? t('grid.notLoaded')
      : price === null
        ? t('grid.freeNoPrice')
        : t('grid.free', { price: formatPrice(price, row.currency) });
  const stay = minStay === undefined ? '' : `, ${t('grid.minStay', { count: minStay })}`;
  return `${row.title ?? t('untitledUnit')}, ${date}, ${state}${stay}`;
}
