import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { ListingPageName } from '@hostdeck/contract/listing/listing.schemas';
import type { Account } from '../../fixtures/accounts';
import { artifactsDir } from '../../fixtures/artifacts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { t } from '../../fixtures/english';
import { gradientPng } from '../../fixtures/png-image';
import { expect, test } from '../../fixtures/test';
import { LoginPage } from '../../pages/login.page';
import { ListingCompletedPage, ListingStartPage, ListingStepPage } from '../../pages/listing.page';

// The listing flow end to end: a host like new@demo.test (individual, commission, onboarding in
// progress) lists a single unit from the first step to published, which finishes onboarding; then a
// host whose onboarding is finished (like anna@demo.test) lists a multi-unit property with two
// units. Each test makes its own host, so neither depends on the other.

const MOBILE = { width: 390, height: 844 };
const wifi = t('properties:amenities.wifi');
const nextYear = new Date().getUTCFullYear() + 1;
const timings: Record<string, number> = {};

const photo = (name: string, top: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: gradientPng(800, 600, top, [30, 60, 120]),
});

/**
 * The same host at phone width in a second browser context: opens the page the desktop is on,
 * runs axe and keeps a screenshot. Its time is left out of the click-through timing.
 */
class MobileView {
  private mobile: Page | null = null;

  constructor(
    private readonly browser: Browser,
    private readonly account: Account,
  ) {}

  async page(baseURL: string): Promise<Page> {
    if (this.mobile) return this.mobile;
    const context = await this.browser.newContext({ baseURL, viewport: MOBILE, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await new LoginPage(page).logIn(this.account.email, this.account.password);
    await expect(page).not.toHaveURL(/\/auth\//);
    this.mobile = page;
    return page;
  }

  async close(): Promise<void> {
    await this.mobile?.context().close();
    this.mobile = null;
  }
}

/** Axe and screenshots are not the host's time: the flow's clock skips them. */
class FlowClock {
  private started = 0;
  private paused = 0;

  start(): void {
    this.started = Date.now();
    this.paused = 0;
  }

  async aside<T>(work: () => Promise<T>): Promise<T> {
    const from = Date.now();
    try {
      return await work();
    } finally {
      this.paused += Date.now() - from;
    }
  }

  /** Seconds of clicking, and seconds including the checks. */
  stop(): { net: number; gross: number } {
    const gross = (Date.now() - this.started) / 1000;
    return { net: Math.round((gross - this.paused / 1000) * 10) / 10, gross: Math.round(gross * 10) / 10 };
  }
}

test.describe('a new host lists a single-unit and then a multi-unit property', () => {
  test.afterAll(() => {
    mkdirSync(artifactsDir, { recursive: true });
    writeFileSync(
      path.join(artifactsDir, 'listing-timings.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), ...timings }, null, 2)}\n`,
    );
  });

  test('a single unit, every step from the property type to published (in review)', async ({
    page,
    browser,
    baseURL,
    newAccount,
    logInAs,
    checkA11y,
  }) => {
    test.setTimeout(240_000);
    const host = await newAccount('newHost');
    await logInAs(host);
    const step = new ListingStepPage(page);
    const mobile = new MobileView(browser, host);
    const clock = new FlowClock();
    const percents: number[] = [];

    /** axe at desktop width, a desktop screenshot when named, and the same page at phone width. */
    const check = (name: string, options: { shot?: boolean; phone?: (phone: Page) => Promise<void> } = {}) =>
      clock.aside(async () => {
        await page.waitForLoadState('networkidle');
        await checkA11y(`listing ${name} (desktop)`);
        if (options.shot) {
          await page.screenshot({
            path: path.join(artifactsDir, `listing-${name}-desktop.png`),
            fullPage: true,
          });
        }
        if (options.phone) {
          const phone = await mobile.page(baseURL ?? '');
          await phone.goto(page.url());
          await new ListingStepPage(phone).expectStep(step.address().page as ListingPageName);
          await options.phone(phone);
          await phone.waitForLoadState('networkidle');
          await expectNoSeriousA11yViolations(phone, `listing ${name} (mobile)`);
          await phone.screenshot({
            path: path.join(artifactsDir, `listing-${name}-mobile.png`),
            fullPage: true,
          });
        }
      });
    /** Saves the page and checks the flow moved on and the progress did not go back. */
    const next = async (to: ListingPageName) => {
      await step.saveAndContinue(to);
      const percent = await step.progressPercent();
      expect(percent).toBeGreaterThanOrEqual(percents.at(-1) ?? 0);
      percents.push(percent);
    };

    // The properties page offers a host with a listing "add a property".
    const start = new ListingStartPage(page);
    await start.openAddProperty();
    await clock.aside(() => checkA11y('listing add-property page'));
    clock.start();

    await start.chooseButton('single').click();
    await step.expectStep('property', 'single-unit');
    percents.push(await step.progressPercent());
    expect(percents[0]).toBe(0);
    await expect(step.propertyTypeRadio('single')).toBeChecked();
    await step.chooseAccommodationType('house');
    await check('property', { shot: true });
    await next('location');

    await step.searchPlace('Rovinj', 'Rovinj');
    await check('location', {
      shot: true,
      phone: async (phone) => {
        const mobileStep = new ListingStepPage(phone);
        await mobileStep.searchPlace('Rovinj', 'Rovinj');
      },
    });
    await step.pickFirstPlaceWithKeyboard();
    await next('location/address');

    await expect(step.addressField('city')).toHaveValue('Rovinj');
    await step.addressField('street').fill('Ulica Svetog Križa');
    await step.addressField('houseNumberOrName').fill('7');
    await step.addressField('postalCode').fill('52210');
    await check('address');
    await next('guests-and-rooms/info');

    await step.guestsField('guests').fill('4');
    await step.guestsField('bedrooms').fill('1');
    await step.guestsField('bathrooms').fill('1');
    await check('guests-and-rooms');
    await next('guests-and-rooms/beds');

    await step.addBed(1);
    await check('beds');
    await next('photos');

    await expect(step.saveAndContinueButton).toBeDisabled();
    await step.uploadPhoto(photo('stone-house.png', [240, 190, 120]));
    await check('photos', { shot: true });
    await next('amenities');

    await step.amenity(wifi).check();
    await check('amenities');
    await next('title');

    await step.titleField().fill('Stone house by the harbour');
    await step
      .descriptionField()
      .fill('A quiet stone house five minutes from the harbour, with a shaded terrace and a small garden.');
    await check('title');
    await next('price-and-availability');

    await step.priceField().fill('95');
    await step.minimumStayField().fill('3');
    await step.chooseNotice(2);
    await check('price', { shot: true, phone: async () => undefined });
    await next('calendar-availability');

    await step.openCalendar();
    await check('calendar');
    await next('commission-model');

    // The commission model has a default choice: the host reads it and goes on.
    await check('commission-model');
    await next('verification/info');

    await expect(step.saveAndContinueButton).toBeDisabled();
    await step.acknowledgeVerification();
    await check('verification');
    await next('booking-preference');

    await step.chooseCancellation('moderate');
    await check('booking-preference');
    await next('personal-details/info');

    await step.fillIndividualDetails({
      phone: '+385 91 234 5678',
      dateOfBirth: '1988-04-12',
      country: 'Croatia',
      city: 'Zagreb',
      street: 'Ilica',
      houseNumber: '12',
      postalCode: '10000',
    });
    await check('personal-details');
    await next('regional-requirements');

    // Croatia asks whether the host owns the place and for the tourist-board registration number.
    await step.answerIsOwner(true);
    await step.registrationNumberField().fill('HR-52210-0107');
    await check('regional-requirements');
    await next('publish');

    expect(percents.at(-1)).toBe(100);
    await expect(page.getByText('Stone house by the harbour', { exact: true })).toBeVisible();
    await check('publish', { shot: true, phone: async () => undefined });
    await step.publish();

    const completed = new ListingCompletedPage(page);
    await expect(completed.reviewHeading).toBeVisible();
    const took = clock.stop();
    timings.singleUnitSeconds = took.net;
    timings.singleUnitWithChecksSeconds = took.gross;
    console.info(`single-unit flow took ${took.net} s (${took.gross} s with axe and screenshots)`);
    await page.waitForLoadState('networkidle');
    await checkA11y('listing completed page (in review)');
    await page.screenshot({ path: path.join(artifactsDir, 'listing-completed-desktop.png'), fullPage: true });
    // A single-unit property has no further units to add.
    await expect(completed.addUnitButton).toHaveCount(0);
    await mobile.close();
  });

  test('then a multi-unit property with two units, without the onboarding steps', async ({
    page,
    newAccount,
    logInAs,
    checkA11y,
  }) => {
    test.setTimeout(240_000);
    await logInAs(await newAccount('anna'));
    const step = new ListingStepPage(page);
    const clock = new FlowClock();
    let percents: number[] = [];
    const next = async (to: ListingPageName) => {
      await step.saveAndContinue(to);
      const percent = await step.progressPercent();
      expect(percent).toBeGreaterThanOrEqual(percents.at(-1) ?? 0);
      percents.push(percent);
    };
    const check = (name: string) =>
      clock.aside(async () => {
        await page.waitForLoadState('networkidle');
        await checkA11y(`multi-unit listing ${name}`);
      });
    const onboardingOnly: ListingPageName[] = [
      'commission-model',
      'verification/info',
      'personal-details/info',
      'personal-details/owner',
    ];

    /** The unit's own steps, from unit-type to its completed page; returns the percents seen. */
    const listUnit = async (unit: { name: string; price: string; colour: [number, number, number] }) => {
      await step.chooseAccommodationType('apartment');
      await step.unitNameField().fill(unit.name);
      await check('unit-type');
      await next('guests-and-rooms/info');

      await step.guestsField('guests').fill('3');
      await step.guestsField('bedrooms').fill('1');
      await step.guestsField('bathrooms').fill('1');
      await next('guests-and-rooms/beds');
      await step.addBed(1);
      await next('photos');

      await step.uploadPhoto(photo(`${unit.name.toLowerCase().replace(/\s+/g, '-')}.png`, unit.colour));
      await next('amenities');
      await step.amenity(wifi).check();
      await next('title');

      await expect(step.titleField()).toHaveValue(unit.name);
      await step
        .descriptionField()
        .fill(
          `${unit.name}: a bright apartment with a balcony over the garden, five minutes from the beach.`,
        );
      await next('price-and-availability');

      await step.priceField().fill(unit.price);
      await step.chooseNotice(1);
      await check('price');
      await next('price-and-availability/promotions');
      await check('promotions');
      await next('price-and-availability/seasons');

      await step.addSeason({
        name: 'Summer',
        startDate: `${nextYear}-07-01`,
        endDate: `${nextYear}-08-31`,
        nightly: Number(unit.price) + 40,
        minimumStay: 5,
      });
      await check('seasons');
      await next('calendar-availability');

      await step.openCalendar();
      // Onboarding is over: commission, verification and personal details are not in this flow.
      await next('booking-preference');
      const { propertyId, unitId } = step.address();
      for (const hidden of onboardingOnly) {
        await page.goto(`/listing/multi-unit/${propertyId}/${unitId}/${hidden}`);
        await step.expectStep('booking-preference', 'multi-unit');
      }
      await step.chooseCancellation('flexible');
      await next('regional-requirements');

      await step.answerIsOwner(true);
      await step.registrationNumberField().fill('HR-21000-0211');
      await next('publish');
      expect(percents.at(-1)).toBe(100);
      await check('publish');
      await step.publish();
    };

    const start = new ListingStartPage(page);
    await start.openAddProperty();
    clock.start();
    await start.chooseButton('multi').click();
    await step.expectStep('property', 'multi-unit');
    percents.push(await step.progressPercent());
    await expect(step.propertyTypeRadio('multi')).toBeChecked();
    await check('property');
    await next('location');

    await step.searchPlace('Split', 'Split');
    await step.pickFirstPlaceWithKeyboard();
    await check('location');
    await next('location/address');

    await step.addressField('street').fill('Marmontova');
    await step.addressField('houseNumberOrName').fill('3');
    await step.addressField('postalCode').fill('21000');
    await next('property-title');

    await step.propertyNameField().fill('Guest house Marjan');
    await step
      .propertyAboutField()
      .fill('A family guest house at the foot of Marjan hill, a short walk from the old town.');
    await check('property-title');
    await next('start-unit');

    await expect(
      page.getByRole('heading', {
        name: t('listingBasics:startUnit.title', { number: 1, property: 'Guest house Marjan' }),
      }),
    ).toBeVisible();
    await check('start-unit');
    await next('unit-type');
    await listUnit({ name: 'Apartment Olive', price: '80', colour: [120, 200, 90] });

    const completed = new ListingCompletedPage(page);
    // The host's onboarding is finished: this one goes live at once.
    await expect(completed.liveHeading).toBeVisible();
    expect(percents[0]).toBeLessThan(percents.at(-1) ?? 0);
    const first = clock.stop();
    timings.multiUnitFirstUnitSeconds = first.net;
    await checkA11y('multi-unit listing completed page (live)');

    // Unit 2 starts at start-unit: the property's steps are done.
    clock.start();
    percents = [];
    await completed.addUnitButton.click();
    await step.expectStep('start-unit', 'multi-unit');
    percents.push(await step.progressPercent());
    await expect(
      page.getByRole('heading', {
        name: t('listingBasics:startUnit.title', { number: 2, property: 'Guest house Marjan' }),
      }),
    ).toBeVisible();
    await check('start-unit of unit 2');
    await next('unit-type');
    await listUnit({ name: 'Apartment Fig', price: '90', colour: [200, 120, 160] });
    await expect(completed.liveHeading).toBeVisible();
    expect(percents[0]).toBeLessThan(percents.at(-1) ?? 0);
    timings.multiUnitSecondUnitSeconds = clock.stop().net;
  });
});
