import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '../fixtures/english';

/** The top bar's unit selector and preview button. */
export class TopBarUnitPage {
  readonly dialog: Locator;
  readonly search: Locator;
  readonly previewButton: Locator;
  readonly previewLink: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: t('propertiesPage:unitSelector.title'), exact: true });
    this.search = this.dialog.getByRole('combobox', {
      name: t('propertiesPage:unitSelector.searchLabel'),
      exact: true,
    });
    this.previewButton = page.getByRole('button', { name: t('shell:preview.label'), exact: true });
    this.previewLink = page.getByRole('link', { name: t('shell:preview.openLabel'), exact: true });
  }

  /** The selector button: "Choose a unit" with none selected, "Unit: <title>" otherwise. */
  selectorButton(selectedTitle?: string): Locator {
    const name = selectedTitle
      ? t('propertiesPage:unitSelector.current', { title: selectedTitle })
      : t('propertiesPage:unitSelector.open');
    return this.page.getByRole('button', { name, exact: true });
  }

  async openSelector(selectedTitle?: string): Promise<void> {
    await this.selectorButton(selectedTitle).click();
    await expect(this.dialog).toBeVisible();
    await expect(this.search).toBeFocused();
  }

  option(title: string): Locator {
    return this.dialog
      .getByRole('listbox', { name: t('propertiesPage:unitSelector.listLabel'), exact: true })
      .getByRole('option', { name: title, exact: true });
  }

  options(): Locator {
    return this.dialog.getByRole('option');
  }
}

/** The first-use explanation of the preview, with "do not show again". */
export class PreviewInfoDialog {
  readonly dialog: Locator;
  readonly dontShowAgain: Locator;
  readonly continueButton: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: t('propertiesPage:preview.infoTitle'), exact: true });
    this.dontShowAgain = this.dialog.getByRole('checkbox', {
      name: t('propertiesPage:preview.dontShowAgain'),
      exact: true,
    });
    this.continueButton = this.dialog.getByRole('link', {
      name: t('propertiesPage:preview.continue'),
      exact: true,
    });
  }
}
