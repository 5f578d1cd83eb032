import { expect, type Locator, type Page } from '@playwright/test';
import type { ReservationTab } from '@hostdeck/contract/reservations/reservation-list.schemas';
import { t } from '../fixtures/english';

/** `/reservations/:tab`: the host's requests, bookings and inquiries with their filters. */
export class ReservationsPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly unit: Locator;
  readonly clearFilters: Locator;
  readonly noResults: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('reservations:title'), exact: true });
    this.search = page.getByRole('searchbox', { name: t('reservations:filters.searchLabel'), exact: true });
    this.unit = page.getByRole('combobox', { name: t('reservations:filters.unitLabel'), exact: true });
    this.clearFilters = page.getByRole('button', { name: t('reservations:filters.clear'), exact: true });
    this.noResults = page.getByText(t('reservations:list.noResultsTitle'), { exact: true });
  }

  async open(tab: ReservationTab): Promise<void> {
    await this.page.goto(`/reservations/${tab}`);
    await expect(this.heading).toBeVisible();
  }

  tab(tab: ReservationTab): Locator {
    return this.page.getByRole('tab', { name: t(`reservations:tabs.${tab}`), exact: true });
  }

  /** The wide-screen list of a tab. */
  table(tab: ReservationTab): Locator {
    return this.page.getByRole('table', { name: t(`reservations:tabs.${tab}`), exact: true });
  }

  /** The reservations of a table, without its header row. */
  rows(tab: ReservationTab): Locator {
    return this.table(tab).locator('tbody').getByRole('row');
  }

  /** The phone list of a tab: one card per reservation. */
  cards(tab: ReservationTab): Locator {
    return this.page
      .getByRole('list', { name: t(`reservations:tabs.${tab}`), exact: true })
      .getByRole('listitem');
  }

  /** Picks a unit in the unit filter by typing part of its title, as a host does. */
  async chooseUnit(title: string): Promise<void> {
    await this.unit.click();
    await this.unit.fill(title);
    await this.page
      .getByRole('option', { name: unitOptionName(title) })
      .first()
      .click();
  }

  async expectUnitChosen(title: string): Promise<void> {
    await expect(this.unit).toHaveValue(unitOptionName(title));
  }
}

/** A unit's option: its title, followed by its property's for a unit of a multi-unit property. */
function unitOptionName(title: string): RegExp {
  return new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( · .*)?$`);
}
