import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { PropertiesListPage } from '../../pages/properties.page';

// Minimum stay and notice are the stay rules' (decision 0044): the unit's price page names where
// they are set and links there, and a price saved afterwards does not put the old minimum back.
const property = 'Villa Lapad';
const unitTitle = 'Apartment Rosemary';

test('a host finds the minimum stay under stay rules from the price page, and a later price change leaves it be', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  const list = new PropertiesListPage(page);
  await list.open();
  const unit = await list.openUnit(property, unitTitle);

  await unit.openSection('price-and-availability');
  const priceForm = page.getByRole('form', { name: t('units:price.title'), exact: true });
  // The label names the unit's currency: match it by the words before it.
  const nightlyWords = t('units:price.nightly', { currency: '' }).replace(/\s*\(\)\s*$/, '');
  const nightly = priceForm.getByRole('textbox', { name: new RegExp(`^${nightlyWords}`) });
  await expect(nightly).toBeVisible();
  await expect(
    priceForm.getByRole('textbox', { name: t('units:price.minimumStay'), exact: true }),
  ).toHaveCount(0);
  await expect(priceForm.getByRole('combobox', { name: t('units:price.notice'), exact: true })).toHaveCount(
    0,
  );
  await expect(priceForm.getByText(t('units:price.stayLimitsElsewhere'))).toBeVisible();
  await checkA11y('unit price page pointing to the stay rules');

  await priceForm.getByRole('link', { name: t('units:price.stayLimitsLink'), exact: true }).click();
  await expect(page).toHaveURL(/\/units\/[^/]+\/stay-rules$/);
  const rulesForm = page.getByRole('form', { name: t('stayRules:title'), exact: true });
  const minStay = rulesForm.getByRole('textbox', { name: t('stayRules:minStay'), exact: true });
  await expect(minStay).toBeVisible();
  const chosen = (await minStay.inputValue()) === '4' ? '5' : '4';
  await minStay.fill(chosen);
  await unit.save(rulesForm);

  // A price change afterwards sends the price only.
  await unit.openSection('price-and-availability');
  const price = Number((await nightly.inputValue()).replace(/[^\d.]/g, ''));
  const patch = page.waitForRequest(
    (request) => request.method() === 'PATCH' && /\/api\/app\/property-unit\/[^/]+$/.test(request.url()),
  );
  await nightly.fill(String(price + 1));
  await unit.save(priceForm);
  const sent = (await patch).postDataJSON() as { price: Record<string, unknown> };
  expect(sent.price.nightly).toBe(price + 1);
  expect(sent.price).not.toHaveProperty('minimumStayNights');
  expect(sent.price).not.toHaveProperty('minimumNoticeDays');

  await unit.openSection('stay-rules');
  await expect(minStay).toHaveValue(chosen);
  await page.reload();
  await expect(minStay).toHaveValue(chosen);
});
