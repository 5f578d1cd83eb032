import path from 'node:path';
import { artifactsDir } from '../../fixtures/artifacts';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { ListingStepPage } from '../../pages/listing.page';
import type { Locator } from '@playwright/test';

// A host like new@demo.test, whose listing is done up to its address: the address step has data.
// The test tries to save wrong values, so it works on a host of its own.
test.use({ hostLike: 'newHost' });

/** The message is on screen, and the input is marked invalid and described by it. */
async function expectFieldError(input: Locator, message: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(
    describedBy.map((id) => input.page().locator(`[id="${id}"]`).textContent()),
  );
  expect(texts).toContain(message);
  await expect(input.page().getByText(message, { exact: true })).toBeVisible();
}

test('price and address steps show their errors on the fields, and nothing invalid is saved', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  const step = new ListingStepPage(page);
  await page.goto('/listing');
  await expect(page).toHaveURL(/\/listing\/single-unit\//);
  const { propertyId, unitId } = step.address();
  const stepPath = (name: string) => `/listing/single-unit/${propertyId}/${unitId}/${name}`;

  // Price: 0 is outside 1–1,000,000 (spec §5).
  await page.goto(stepPath('price-and-availability'));
  await step.expectStep('price-and-availability');
  const price = step.priceField();
  await expect(price).toBeVisible();
  await price.fill('0');
  await expectFieldError(price, t('units:price.nightlyRange'));
  await expect(step.saveAndContinueButton).toBeDisabled();
  await checkA11y('listing price step with a price error');
  await price.fill('1000001');
  await expectFieldError(price, t('units:price.nightlyRange'));
  await expect(step.saveAndContinueButton).toBeDisabled();
  // Enter submits the form the keyboard way: still refused, still on the page.
  await price.press('Enter');
  await step.expectStep('price-and-availability');
  await expectFieldError(price, t('units:price.nightlyRange'));

  // Address: the street is required.
  await page.goto(stepPath('location/address'));
  await step.expectStep('location/address');
  const street = step.addressField('street');
  await expect(street).not.toHaveValue('');
  const savedStreet = await street.inputValue();
  await street.fill('');
  await expectFieldError(street, t('units:validation.required'));
  // The postal code follows its country's format (the contract's address rules).
  const postalCode = step.addressField('postalCode');
  await postalCode.fill('21');
  await expectFieldError(postalCode, t('units:validation.rules.postalCodeFormat'));
  await expect(step.saveAndContinueButton).toBeDisabled();
  await page.screenshot({ path: path.join(artifactsDir, 'listing-address-field-errors-1440x900.png') });
  await checkA11y('listing address step with a street error');

  // Nothing was saved: the stored street is back after a reload.
  await page.reload();
  await step.expectStep('location/address');
  await expect(step.addressField('street')).toHaveValue(savedStreet);
});
