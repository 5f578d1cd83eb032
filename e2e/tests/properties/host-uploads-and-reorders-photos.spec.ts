import { expect, test } from '../../fixtures/test';
import { gradientPng } from '../../fixtures/png-image';
import { PhotosPage } from '../../pages/photos.page';
import { PropertiesListPage } from '../../pages/properties.page';

const property = 'Studio near Santa Croce';
const unitTitle = 'Studio near Santa Croce';

test('a host uploads two photos, moves the last one earlier, and the order survives a reload', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  const unit = await new PropertiesListPage(page).openUnit(property, unitTitle);
  await unit.openSection('photos');
  const photos = new PhotosPage(page);
  await photos.expectLoaded();
  await page.waitForLoadState('networkidle');
  const before = await photos.sources();

  await photos.upload([
    {
      name: 'sunrise.png',
      mimeType: 'image/png',
      buffer: gradientPng(800, 600, [250, 180, 60], [40, 60, 160]),
    },
    {
      name: 'meadow.png',
      mimeType: 'image/png',
      buffer: gradientPng(800, 600, [120, 200, 90], [20, 80, 30]),
    },
  ]);
  await expect(photos.images).toHaveCount(before.length + 2);
  const uploaded = await photos.sources();
  expect(uploaded.slice(0, before.length)).toEqual(before);

  // The keyboard path: focus the last photo's "move earlier" button and press Enter.
  const last = uploaded.length;
  await photos.moveEarlier(last).focus();
  await page.keyboard.press('Enter');
  const expected = [...uploaded.slice(0, last - 2), uploaded[last - 1], uploaded[last - 2]];
  await expect.poll(() => photos.sources()).toEqual(expected);
  await page.waitForLoadState('networkidle');

  await page.reload();
  await photos.expectLoaded();
  await expect(photos.images).toHaveCount(expected.length);
  await expect.poll(() => photos.sources()).toEqual(expected);
  await checkA11y('unit photos page');

  // Deleting asks first and leaves the photos that were there before in their order.
  await photos.remove(last);
  await photos.remove(last - 1);
  await expect.poll(() => photos.sources()).toEqual(before);
});
