import { appLocales } from '@hostdeck/contract/i18n/locale.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  firstDayOfWeek,
  formatDate,
  formatDateRange,
  formatDateTimeRange,
  formatMoney,
  formatPercent,
  prepareFormats,
} from './format';

// Intl's no-break and thin spaces, as plain ones.
const nbsp = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('formatting for the host’s language', () => {
  it('writes money the way each language does, whole amounts without cents', () => {
    expect(formatMoney(1234, 'EUR', 'en-US')).toBe('€1,234');
    expect(nbsp(formatMoney(1234.5, 'EUR', 'de'))).toBe('1.234,50 €');
    expect(nbsp(formatMoney(1234.5, 'EUR', 'fr'))).toBe('1 234,50 €');
    expect(nbsp(formatMoney(80, 'EUR', 'hr'))).toBe('80 €');
    expect(nbsp(formatMoney(80.5, 'EUR', 'pt'))).toBe('80,50 €');
    expect(nbsp(formatMoney(80, 'CHF', 'de-CH'))).toBe('CHF 80');
    expect(formatMoney(190 / 12, 'EUR', 'en-US')).toBe('€15.83');
  });

  it('writes a percentage with the sign and spacing of each language', () => {
    expect(formatPercent(45, 'en-US')).toBe('45%');
    expect(formatPercent(45, 'en-GB')).toBe('45%');
    expect(nbsp(formatPercent(45, 'de'))).toBe('45 %');
    expect(nbsp(formatPercent(45, 'fr'))).toBe('45 %');
    expect(nbsp(formatPercent(100, 'hr'))).toBe('100 %');
    expect(formatPercent(5, 'nl')).toBe('5%');
    expect(formatPercent(12.6, 'it')).toBe('13%');
  });

  it('writes dates in the language’s order and month names', () => {
    expect(formatDate('2026-11-25', 'en-US')).toBe('Nov 25, 2026');
    expect(formatDate('2026-11-25', 'en-GB')).toBe('25 Nov 2026');
    expect(formatDate('2026-11-25', 'de')).toBe('25.11.2026');
    expect(formatDate('2026-11-25', 'hr')).toBe('25. stu 2026.');
    // Portugal's way, not Brazil's ("25 de nov. de 2026").
    expect(formatDate('2026-11-25', 'pt')).toBe('25/11/2026');
  });

  it('writes a range of dates as one, by default medium style in UTC', () => {
    expect(nbsp(formatDateRange('2026-12-01', '2026-12-08', 'en-US'))).toBe('Dec 1 – 8, 2026');
    expect(nbsp(formatDateRange('2026-12-01', '2026-12-08', 'de'))).toBe('01.–08.12.2026');
    expect(nbsp(formatDateRange('2026-12-01', '2026-12-08', 'hr'))).toBe('01. – 08. pro 2026.');
    expect(nbsp(formatDateRange('2026-12-01', '2026-12-08', 'pt'))).toBe('01/12/2026 – 08/12/2026');
  });

  it('writes a range of days with the options given, across a month too', () => {
    const dayAndMonth = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    const cases: [string, string, string][] = [
      ['en-US', 'Jun 1 – 5', 'Jun 28 – Jul 2'],
      ['de', '1.–5. Juni', '28. Juni – 2. Juli'],
      ['hr', '01. – 05. lip', '28. lip – 02. srp'],
      ['pt', '01/06 – 05/06', '28/06 – 02/07'],
    ];
    for (const [locale, sameMonth, twoMonths] of cases) {
      expect(nbsp(formatDateRange('2030-06-01', '2030-06-05', locale, dayAndMonth)), locale).toBe(sameMonth);
      expect(nbsp(formatDateRange('2030-06-28', '2030-07-02', locale, dayAndMonth)), locale).toBe(twoMonths);
    }
  });

  it('writes a range of moments with date and time, in the time zone given', () => {
    const start = '2030-05-02T22:00:00Z';
    const end = '2030-05-03T02:00:00Z';
    expect(nbsp(formatDateTimeRange(start, end, 'en-US', 'UTC'))).toBe(
      'May 2, 2030, 10:00 PM – May 3, 2030, 2:00 AM',
    );
    expect(nbsp(formatDateTimeRange(start, end, 'de', 'UTC'))).toBe('02.05.2030, 22:00 – 03.05.2030, 02:00');
    expect(nbsp(formatDateTimeRange(start, end, 'hr', 'UTC'))).toBe(
      '2. svi 2030. 22:00 – 3. svi 2030. 02:00',
    );
    // Portugal's way, not Brazil's ("2 de mai. de 2030").
    expect(nbsp(formatDateTimeRange(start, end, 'pt', 'UTC'))).toBe('02/05/2030, 22:00 – 03/05/2030, 02:00');
    // Zagreb is two hours ahead in May: both ends fall on 3 May there.
    expect(nbsp(formatDateTimeRange(start, end, 'hr', 'Europe/Zagreb'))).toBe('3. svi 2030. 00:00 – 04:00');
  });

  it('writes an end that is no date as it came, never in the browser’s own language', () => {
    expect(nbsp(formatDateTimeRange('2030-05-02T22:00:00Z', 'soon', 'de', 'UTC'))).toBe(
      '02.05.2030, 22:00 – soon',
    );
  });

  it('starts the week where the country does: Sunday in the United States and Portugal, else Monday', () => {
    const sunday = new Set(['en-US', 'pt']);
    for (const locale of appLocales) expect(firstDayOfWeek(locale), locale).toBe(sunday.has(locale) ? 7 : 1);
  });
});

/** Counts the Intl date formatters made from here on (each a real one); restored after each test. */
function countDateFormatsMade(): { readonly count: number } {
  const Real = Intl.DateTimeFormat;
  const made = { count: 0 };
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
  ) {
    made.count += 1;
    return new Real(...args);
  });
  return made;
}

describe('formatters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are made once per locale and options, not once per value', () => {
    const made = countDateFormatsMade();
    // Options no other test uses, so nothing is cached yet.
    const options = { month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
    const days = Array.from({ length: 20 }, (_, i) =>
      formatDate(`2031-03-${String(i + 1).padStart(2, '0')}`, 'de-CH', options),
    );
    expect(days[0]).toBe('1. März');
    expect(made.count).toBe(1);
    formatDate('2031-03-01', 'fr', options);
    expect(made.count).toBe(2);
  });

  it('are ready before the first page asks for them once prepared for its locale', () => {
    const made = countDateFormatsMade();
    prepareFormats('nl');
    expect(made.count).toBe(1);
    expect(formatDate('2031-03-01', 'nl')).toBe('1 mrt 2031');
    expect(made.count).toBe(1);
  });
});
