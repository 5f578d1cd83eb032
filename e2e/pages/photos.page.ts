import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '../fixtures/english';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The photos section of a unit: upload, reorder and delete. */
export class PhotosPage {
  readonly grid: Locator;
  readonly images: Locator;
  readonly fileInput: Locator;

  constructor(private readonly page: Page) {
    this.grid = page.getByRole('list', { name: t('units:photos.gridLabel'), exact: true });
    this.images = this.grid.getByRole('img');
    this.fileInput = page.locator('input[type="file"]');
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByRole('button', { name: t('units:photos.add'), exact: true })).toBeVisible();
  }

  /** The images' sources in display order: photo ids are in them, alt texts are positional. */
  async sources(): Promise<string[]> {
    return this.images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''));
  }

  async upload(files: UploadFile[]): Promise<void> {
    await this.fileInput.setInputFiles(files);
    for (const file of files) {
      await expect(
        this.page.getByText(t('units:photos.uploaded', { name: file.name }), { exact: true }),
      ).toBeVisible({
        timeout: 20_000,
      });
    }
  }

  moveEarlier(position: number): Locator {
    return this.grid.getByRole('button', { name: t('units:photos.moveEarlier', { position }), exact: true });
  }

  /** Deletes the photo at that position after confirming, and waits until the grid has one fewer. */
  async remove(position: number): Promise<void> {
    const before = await this.images.count();
    await this.grid
      .getByRole('button', { name: t('units:photos.remove', { position }), exact: true })
      .click();
    const dialog = this.page.getByRole('dialog', { name: t('units:photos.removeTitle'), exact: true });
    await dialog.getByRole('button', { name: t('units:photos.removeConfirm'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.images).toHaveCount(before - 1);
  }
}
