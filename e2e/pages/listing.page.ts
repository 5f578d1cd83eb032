import { expect, type Locator, type Page } from '@playwright/test';
import type { ListingPageName } from '@hostdeck/contract/listing/listing.schemas';
import { t } from '../fixtures/english';
import { PhotosPage, type UploadFile } from './photos.page';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/listing/{flow}/{propertyId}/{unitId}/{page}`, as the address bar shows it. */
const STEP_URL = /\/listing\/(single-unit|multi-unit)\/([^/]+)\/([^/]+)\/(.+)$/;

export interface ListingAddress {
  flow: 'single-unit' | 'multi-unit';
  propertyId: string;
  unitId: string;
  page: string;
}

/**
 * One page of the listing flow: the progress header, the step's form in its "Save and
 * continue" frame, back and skip. Every label comes from the English translations.
 */
export class ListingStepPage {
  readonly saveAndContinueButton: Locator;
  readonly backLink: Locator;
  readonly skipLink: Locator;
  readonly progressBar: Locator;
  readonly stepGroups: Locator;

  constructor(readonly page: Page) {
    this.saveAndContinueButton = page.getByRole('button', {
      name: t('listing:layout.saveAndContinue'),
      exact: true,
    });
    this.backLink = page.getByRole('link', { name: t('listing:layout.back'), exact: true });
    this.skipLink = page.getByRole('link', { name: t('listing:layout.skip'), exact: true });
    this.progressBar = page
      .getByRole('navigation', { name: t('listing:layout.groups'), exact: true })
      .getByRole('progressbar');
    this.stepGroups = page
      .getByRole('navigation', { name: t('listing:layout.groups'), exact: true })
      .getByRole('listitem');
  }

  /** The line above the page that names the step ("Step 3 of 16 · Address"); the page's own title is the h1. */
  stepLine(name: ListingPageName): Locator {
    const line = t('listing:layout.stepOf', { number: '#', total: '#', name: t(`listing:steps.${name}`) });
    return this.page.getByText(new RegExp(`^${escape(line).replaceAll('#', '\\d+')}$`));
  }

  /** The address bar ends with the page's path and the page shows its heading and the progress. */
  async expectStep(name: ListingPageName, flow?: 'single-unit' | 'multi-unit'): Promise<void> {
    const prefix = flow ? `/listing/${flow}/[^/]+/[^/]+/` : '/listing/(single|multi)-unit/[^/]+/[^/]+/';
    await expect(this.page).toHaveURL(new RegExp(`${prefix}${escape(name)}$`), { timeout: 15_000 });
    await expect(this.stepLine(name)).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(this.stepGroups.first()).toBeVisible();
    // At 0 % the bar's filled section has no width: it is there, not visible.
    await expect(this.progressBar).toBeAttached();
  }

  address(): ListingAddress {
    const match = STEP_URL.exec(new URL(this.page.url()).pathname);
    if (!match) throw new Error(`not on a listing step: ${this.page.url()}`);
    const [, flow, propertyId, unitId, page] = match;
    return {
      flow: flow as ListingAddress['flow'],
      propertyId: decodeURIComponent(propertyId ?? ''),
      unitId: decodeURIComponent(unitId ?? ''),
      page: page ?? '',
    };
  }

  /** The rounded, weighted percent the header shows, read from the progress bar's name. */
  async progressPercent(): Promise<number> {
    const label = (await this.progressBar.getAttribute('aria-label')) ?? '';
    const match = /(\d+)\s*%/.exec(label);
    if (!match) throw new Error(`no percent in the progress label "${label}"`);
    return Number(match[1]);
  }

  /** The names of the step groups in the header, in order. */
  async groups(): Promise<string[]> {
    return (await this.stepGroups.allInnerTexts()).map((text) => text.trim());
  }

  /** Clicks "Save and continue" once it is enabled and waits until the flow moved to `next`. */
  async saveAndContinue(next: ListingPageName): Promise<void> {
    await expect(this.saveAndContinueButton).toBeEnabled();
    await this.saveAndContinueButton.click();
    await this.expectStep(next);
  }

  // --- property, location, address -------------------------------------------------------------

  propertyTypeRadio(kind: 'single' | 'multi'): Locator {
    return this.page
      .getByRole('radiogroup', { name: t('listingBasics:property.typeLabel'), exact: true })
      .getByRole('radio', { name: new RegExp(`^${escape(t(`listingBasics:property.${kind}`))}`) });
  }

  accommodationType(): Locator {
    return this.page.getByRole('combobox', {
      name: t('listingBasics:property.accommodationType'),
      exact: true,
    });
  }

  async chooseAccommodationType(type: 'apartment' | 'house'): Promise<void> {
    const label = t(`listingBasics:accommodationTypes.${type}`);
    await this.accommodationType().click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await expect(this.accommodationType()).toHaveValue(label);
  }

  placeSearch(): Locator {
    return this.page.getByRole('textbox', { name: t('listingBasics:location.searchLabel'), exact: true });
  }

  placeResults(): Locator {
    return this.page.getByRole('listbox', { name: t('listingBasics:location.searchLabel'), exact: true });
  }

  /** Types the town and waits for its result to be listed (debounced search). */
  async searchPlace(query: string, expectedCity: string): Promise<void> {
    await this.placeSearch().click();
    await this.placeSearch().fill(query);
    await expect(
      this.placeResults().getByRole('option', { name: new RegExp(`^${escape(expectedCity)}\\b`) }),
    ).toBeVisible({ timeout: 15_000 });
  }

  /** Picks the first result with the keyboard, as a host without a mouse does. */
  async pickFirstPlaceWithKeyboard(): Promise<void> {
    await this.placeSearch().press('ArrowDown');
    await this.placeSearch().press('Enter');
    await expect(this.page.getByText(t('listingBasics:location.selected'), { exact: true })).toBeVisible();
  }

  addressField(field: 'street' | 'houseNumberOrName' | 'postalCode' | 'city'): Locator {
    return this.page.getByRole('textbox', { name: t(`units:location.${field}`), exact: true });
  }

  // --- guests, rooms, beds ---------------------------------------------------------------------

  guestsField(field: 'guests' | 'bedrooms' | 'bathrooms'): Locator {
    return this.page.getByRole('textbox', { name: t(`listingBasics:guestsInfo.${field}`), exact: true });
  }

  room(index: number): Locator {
    return this.page.getByRole('group', { name: t('units:rooms.roomLabel', { index }), exact: true });
  }

  async addBed(roomIndex: number): Promise<void> {
    const room = this.room(roomIndex);
    await room.getByRole('button', { name: t('units:rooms.addBed'), exact: true }).click();
    await expect(room.getByRole('textbox', { name: t('units:rooms.bedCount'), exact: true })).toBeVisible();
  }

  // --- photos, amenities, titles ---------------------------------------------------------------

  async uploadPhoto(file: UploadFile): Promise<void> {
    const photos = new PhotosPage(this.page);
    await photos.expectLoaded();
    await photos.upload([file]);
    await expect(photos.images).not.toHaveCount(0);
  }

  amenity(name: string): Locator {
    return this.page.getByRole('checkbox', { name, exact: true });
  }

  titleField(): Locator {
    return this.page.getByRole('textbox', { name: t('units:about.titleLabel'), exact: true });
  }

  descriptionField(): Locator {
    return this.page.getByRole('textbox', { name: t('units:about.descriptionLabel'), exact: true });
  }

  propertyNameField(): Locator {
    return this.page.getByRole('textbox', { name: t('listingBasics:propertyTitle.titleLabel'), exact: true });
  }

  propertyAboutField(): Locator {
    return this.page.getByRole('textbox', {
      name: t('listingBasics:propertyTitle.descriptionLabel'),
      exact: true,
    });
  }

  unitNameField(): Locator {
    return this.page.getByRole('textbox', { name: t('listingBasics:unitType.titleLabel'), exact: true });
  }

  // --- price, seasons, calendar ----------------------------------------------------------------

  priceField(currency = 'EUR'): Locator {
    return this.page
      .getByRole('form', { name: t('units:price.title'), exact: true })
      .getByRole('textbox', { name: t('units:price.nightly', { currency }), exact: true });
  }

  minimumStayField(): Locator {
    return this.page
      .getByRole('form', { name: t('units:price.title'), exact: true })
      .getByRole('textbox', { name: t('units:price.minimumStay'), exact: true });
  }

  async chooseNotice(days: number): Promise<void> {
    await this.page.getByRole('combobox', { name: t('units:price.notice'), exact: true }).click();
    await this.page
      .getByRole('option', {
        // t() does no plurals: the key's plural forms are named here.
        name:
          days === 0
            ? t('units:price.noticeSameDay')
            : days === 1
              ? t('units:price.noticeDays_one', { count: days })
              : t('units:price.noticeDays_other', { count: days }),
        exact: true,
      })
      .click();
  }

  async addSeason(season: {
    name: string;
    startDate: string;
    endDate: string;
    nightly: number;
    minimumStay: number;
  }): Promise<void> {
    await this.page.getByRole('button', { name: t('listingPricing:seasons.add'), exact: true }).click();
    const row = this.page.getByRole('group', {
      name: t('listingPricing:seasons.rowLabel', { number: 1 }),
      exact: true,
    });
    await row.getByRole('textbox', { name: t('listingPricing:seasons.name'), exact: true }).fill(season.name);
    await row
      .getByRole('textbox', { name: t('listingPricing:seasons.startDate'), exact: true })
      .fill(season.startDate);
    await row
      .getByRole('textbox', { name: t('listingPricing:seasons.endDate'), exact: true })
      .fill(season.endDate);
    await row
      .getByRole('textbox', { name: t('listingPricing:seasons.nightly', { currency: 'EUR' }), exact: true })
      .fill(String(season.nightly));
    await row
      .getByRole('textbox', { name: t('listingPricing:seasons.minimumStay'), exact: true })
      .fill(String(season.minimumStay));
  }

  async openCalendar(): Promise<void> {
    // A choice card: its accessible name is the title followed by the explanation.
    await this.page
      .getByRole('radio', { name: new RegExp(`^${escape(t('listingPricing:calendar.AVAILABLE'))}`) })
      .check();
  }

  // --- account steps ---------------------------------------------------------------------------

  async acknowledgeVerification(): Promise<void> {
    await this.page
      .getByRole('checkbox', { name: t('listingAccount:verification.acknowledge'), exact: true })
      .check();
  }

  /** The individual host's personal details; name and email are prefilled. */
  async fillIndividualDetails(details: {
    phone: string;
    dateOfBirth: string;
    country: string;
    city: string;
    street: string;
    houseNumber: string;
    postalCode: string;
  }): Promise<void> {
    const optional = (key: 'phoneNumber' | 'dateOfBirth') =>
      `${t(`listingAccount:details.${key}`)} ${t('listingAccount:optional')}`;
    await this.page.getByRole('textbox', { name: optional('phoneNumber'), exact: true }).fill(details.phone);
    await this.page
      .getByRole('textbox', { name: optional('dateOfBirth'), exact: true })
      .fill(details.dateOfBirth);
    const address = this.page.getByRole('group', {
      name: `${t('listingAccount:details.addressLegend')} ${t('listingAccount:optional')}`,
      exact: true,
    });
    const field = (key: 'city' | 'street' | 'houseNumberOrName' | 'postalCode') =>
      address.getByRole('textbox', { name: t(`listingAccount:details.address.${key}`), exact: true });
    const country = address.getByRole('combobox', {
      name: t('listingAccount:details.address.country'),
      exact: true,
    });
    await country.fill(details.country.slice(0, 4));
    await this.page.getByRole('option', { name: details.country, exact: true }).click();
    await expect(country).toHaveValue(details.country);
    await field('city').fill(details.city);
    await field('street').fill(details.street);
    await field('houseNumberOrName').fill(details.houseNumber);
    await field('postalCode').fill(details.postalCode);
  }

  async chooseCancellation(policy: 'flexible' | 'moderate' | 'strict'): Promise<void> {
    await this.page
      .getByRole('radio', { name: t(`units:policies.cancellationPolicies.${policy}`), exact: true })
      .check();
  }

  async answerIsOwner(yes: boolean): Promise<void> {
    await this.page
      .getByRole('radiogroup', { name: t('units:taxes.isOwner'), exact: true })
      .getByRole('radio', { name: yes ? t('units:taxes.yes') : t('units:taxes.no'), exact: true })
      .check();
  }

  registrationNumberField(): Locator {
    return this.page.getByRole('textbox', { name: t('units:taxes.fields.registrationNumber'), exact: true });
  }

  // --- publish and after -----------------------------------------------------------------------

  publishButton(): Locator {
    return this.page.getByRole('button', { name: t('listing:publish.submit'), exact: true });
  }

  /** Publishes and waits for `/listing/{propertyId}/{unitId}/completed`. */
  async publish(): Promise<void> {
    const { propertyId, unitId } = this.address();
    await expect(this.publishButton()).toBeEnabled();
    await this.publishButton().click();
    await expect(this.page).toHaveURL(
      new RegExp(`/listing/${escape(propertyId)}/${escape(unitId)}/completed$`),
      { timeout: 15_000 },
    );
  }
}

/** `/listing/first-property` and `/listing/add-property`: single or several units. */
export class ListingStartPage {
  constructor(readonly page: Page) {}

  async openAddProperty(): Promise<void> {
    await this.page.goto('/listing/add-property');
    await expect(
      this.page.getByRole('heading', { level: 1, name: t('listing:start.addTitle'), exact: true }),
    ).toBeVisible();
  }

  chooseButton(kind: 'single' | 'multi'): Locator {
    return this.page.getByRole('button', { name: t(`listing:start.kinds.${kind}.choose`), exact: true });
  }
}

/** `/listing/{propertyId}/{unitId}/completed`. */
export class ListingCompletedPage {
  readonly reviewHeading: Locator;
  readonly liveHeading: Locator;
  readonly addUnitButton: Locator;

  constructor(readonly page: Page) {
    this.reviewHeading = page.getByRole('heading', {
      level: 1,
      name: t('listing:completed.reviewTitle'),
      exact: true,
    });
    this.liveHeading = page.getByRole('heading', {
      level: 1,
      name: t('listing:completed.liveTitle'),
      exact: true,
    });
    this.addUnitButton = page.getByRole('button', { name: t('listing:completed.addUnit'), exact: true });
  }
}
