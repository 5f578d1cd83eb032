import { resolveServerLocale } from '@hostdeck/contract/i18n/locale.rules';

// Dates, numbers and money as the host's language writes them: always through Intl, with the
// active locale (i18n.language), never assembled by hand.

/**
 * The full tag Intl needs for an app locale: `pt` alone means Brazil to Intl (Sunday weeks,
 * "25 de nov."), so each language is given its country, the one the product serves (pt-PT, es-ES…).
 */
export function intlLocaleOf(locale: string): string {
  return resolveServerLocale(locale).replace('_', '-');
}

// Making an Intl formatter costs far more than using one (a list of a few dozen dates spent tens of
// milliseconds making them on a phone), and they never change, so each is made once per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A price; whole amounts without cents (€19, not €19.00), others with two decimals. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/**
 * A whole percentage (45 → "45%" in English, "45 %" in German and French, with the space each
 * language puts there), so no translation writes the sign or its spacing by hand. A rate such as a
 * 14.5 % commission asks for its decimals with `fractionDigits`.
 */
export function formatPercent(percent: number, locale: string, fractionDigits = 0): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
}

/**
 * Makes a locale's first date and number formatters ahead of the first page. The first Intl date
 * formatter a page makes loads the locale's calendar data (about 16 ms on a desktop, several times
 * that on a phone), and would otherwise do so inside the first page's render; made while the first
 * page's calls are on their way, that time is spent waiting anyway. Later formatters of the locale,
 * whatever their options, are cheap.
 */
export function prepareFormats(locale: string): void {
  formatDate(new Date(0), locale);
  formatPercent(0, locale);
}

const toDate = (value: string | Date): Date => (typeof value === 'string' ? new Date(value) : value);

/** A calendar date (`2026-11-25` or a Date), medium style: "25 Nov 2026", "25. Nov. 2026". */
export function formatDate(
  value: string | Date,
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): string {
  return dateFormat(locale, options ?? { dateStyle: 'medium', timeZone: 'UTC' }).format(toDate(value));
}

/**
 * A range as the locale writes one ("Jun 1 – 5", "1.–5. Juni"). Where Intl cannot join the two
 * ends (an engine without formatRange, an end that is no date) each end is written alone, and an
 * end that is no date as it came.
 */
function formatRangeWith(format: Intl.DateTimeFormat, start: string | Date, end: string | Date): string {
  try {
    return format.formatRange(toDate(start), toDate(end));
  } catch {
    const one = (value: string | Date) => {
      const date = toDate(value);
      return Number.isNaN(date.getTime()) ? String(value) : format.format(date);
    };
    return `${one(start)} – ${one(end)}`;
  }
}

/**
 * A range of calendar dates, by default medium style in UTC ("Dec 1 – 8, 2026"); other options
 * replace the default whole, e.g. `{ day: 'numeric', month: 'short', timeZone: 'UTC' }` ("Jun 1 – 5").
 */
export function formatDateRange(
  start: string | Date,
  end: string | Date,
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): string {
  return formatRangeWith(dateFormat(locale, options ?? { dateStyle: 'medium', timeZone: 'UTC' }), start, end);
}

/**
 * A range of moments, medium date and short time ("May 2, 2030, 10:00 PM – May 3, 2030, 2:00 AM"),
 * in the host's own time zone unless one is given.
 */
export function formatDateTimeRange(
  start: string | Date,
  end: string | Date,
  locale: string,
  timeZone?: string,
): string {
  return formatRangeWith(
    dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    start,
    end,
  );
}

interface WeekInfo {
  firstDay: number;
}

/**
 * The first day of the week where the locale's region lives, ISO numbered (1 Monday … 7 Sunday):
 * as Intl's data (CLDR) has it, e.g. Sunday in the United States and Portugal, Monday in Germany.
 * Engines without week data (getWeekInfo, or the older weekInfo property) fall back by region.
 */
export function firstDayOfWeek(locale: string): number {
  const intlLocale = new Intl.Locale(intlLocaleOf(locale)) as Intl.Locale & {
    getWeekInfo?: () => WeekInfo;
    weekInfo?: WeekInfo;
  };
  const info = intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo;
  if (info && Number.isInteger(info.firstDay)) return info.firstDay;
  const region = intlLocale.maximize().region;
  return region === 'US' || region === 'CA' || region === 'PT' ? 7 : 1;
}
