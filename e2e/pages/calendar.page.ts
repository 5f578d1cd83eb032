import { expect, type Locator, type Page } from '@playwright/test';
import type { CalendarDay, UnitCalendarResponse } from '@hostdeck/contract/calendar/calendar.schemas';
import type { UnitListItem } from '@hostdeck/contract/properties/property-unit.schemas';
import { t } from '../fixtures/english';
import { appGet } from './reservation-details.page';

export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The browser's today, as the page reads it. */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

/** One unit's month view (/calendar/:unitId?month=YYYY-MM) and the calls behind it. */
export class CalendarPage {
  readonly grid: Locator;
  readonly actions: Locator;

  constructor(private readonly page: Page) {
    this.grid = page.getByRole('grid');
    this.actions = page.getByRole('region', { name: t('calendar:selection.region') });
  }

  /** The first single unit of the signed-in host with a nightly price over [dateFrom, dateTo). */
  async firstPricedUnit(dateFrom: string, dateTo: string): Promise<{ id: string; days: CalendarDay[] }> {
    const list = await appGet<{ items: UnitListItem[] }>(
      this.page,
      '/api/app/property-units?page=1&limit=100',
    );
    for (const item of list.items.filter((entry) => entry.propertyType === 'single')) {
      const days = await this.nights(item.propertyUnitPublicId, dateFrom, dateTo);
      if (days.every((day) => day.nightly !== null)) return { id: item.propertyUnitPublicId, days };
    }
    throw new Error('the host has no single unit with a price');
  }

  async open(unitId: string, month: string): Promise<void> {
    await this.page.goto(`/calendar/${unitId}?month=${month}`);
    await expect(this.grid).toBeVisible();
    // The nights' prices have come in.
    await expect(this.grid.locator('[role="gridcell"][aria-label*="€"]').first()).toBeVisible();
  }

  /** What the server says of the unit's nights [dateFrom, dateTo). */
  async nights(unitId: string, dateFrom: string, dateTo: string): Promise<CalendarDay[]> {
    const answer = await appGet<UnitCalendarResponse>(
      this.page,
      `/api/app/calendar/units/${unitId}?dateFrom=${dateFrom}&dateTo=${dateTo}`,
    );
    return answer.days;
  }

  cell(date: string): Locator {
    return this.grid.locator(`[role="gridcell"][data-date="${date}"]`);
  }

  /** Presses on the first night and lets go on the last, passing over each night between. */
  async drag(from: string, to: string): Promise<void> {
    await this.cell(from).hover({ position: { x: 10, y: 10 } });
    await this.page.mouse.down();
    for (let date = addDays(from, 1); date <= to; date = addDays(date, 1)) {
      await this.cell(date).hover({ position: { x: 10, y: 10 } });
    }
    await this.page.mouse.up();
  }

  action(name: string): Locator {
    return this.actions.getByRole('button', { name, exact: true });
  }

  async expectSaved(): Promise<void> {
    await expect(this.page.getByText(t('calendar:selection.saved'))).toBeVisible();
  }
}

/**
 * The first run of `length` nights in [from, to) that `fits` every one of, from the server's days;
 * the test fails if the month has none.
 */
export function findRun(
  days: CalendarDay[],
  length: number,
  fits: (day: CalendarDay) => boolean,
): { dateFrom: string; dateTo: string } {
  for (let start = 0; start + length <= days.length; start += 1) {
    const run = days.slice(start, start + length);
    if (run.every(fits)) {
      return { dateFrom: run[0]?.date ?? '', dateTo: addDays(run.at(-1)?.date ?? '', 1) };
    }
  }
  throw new Error(`no ${length} nights in a row that fit`);
}
