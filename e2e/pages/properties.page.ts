import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '../fixtures/english';

/** `/properties`: the host's properties, searchable by title. */
export class PropertiesListPage {
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('propertiesPage:list.title'), exact: true });
  }

  async open(search?: string): Promise<void> {
    await this.page.goto(search ? `/properties?q=${encodeURIComponent(search)}` : '/properties');
    await expect(this.heading).toBeVisible();
  }

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  openPropertyLink(title: string): Locator {
    return this.page.getByRole('link', {
      name: t('propertiesPage:list.openProperty', { title }),
      exact: true,
    });
  }

  /** Searches for the property, then opens its page. */
  async openProperty(title: string): Promise<PropertyPage> {
    await this.open(title);
    await this.openPropertyLink(title).click();
    const property = new PropertyPage(this.page);
    await property.expectTitle(title);
    return property;
  }

  /** Opens the property's page, then the unit's settings with its Edit button. */
  async openUnit(propertyTitle: string, unitTitle: string): Promise<UnitSettingsPage> {
    const property = await this.openProperty(propertyTitle);
    await property.editLink(unitTitle).click();
    const unit = new UnitSettingsPage(this.page);
    await unit.expectTitle(unitTitle);
    return unit;
  }
}

/** `/properties/:propertyId`: the units of one property with their actions. */
export class PropertyPage {
  constructor(private readonly page: Page) {}

  async expectTitle(title: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/properties\/[^/]+$/);
    await expect(this.page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  }

  unitRow(title: string): Locator {
    return this.page
      .getByRole('list', { name: t('propertiesPage:units.title'), exact: true })
      .getByRole('listitem', { name: title, exact: true });
  }

  editLink(title: string): Locator {
    return this.unitRow(title).getByRole('link', {
      name: t('propertiesPage:units.editLabel', { title }),
      exact: true,
    });
  }

  publishButton(title: string): Locator {
    return this.unitRow(title).getByRole('button', { name: t('propertiesPage:units.publish'), exact: true });
  }

  unpublishButton(title: string): Locator {
    return this.unitRow(title).getByRole('button', {
      name: t('propertiesPage:units.unpublish'),
      exact: true,
    });
  }

  /** The question before a destructive action, and its confirming button. */
  confirmDialog(action: 'unpublish' | 'delete' | 'deleteLast'): Locator {
    return this.page.getByRole('dialog', {
      name: t(`propertiesPage:units.confirm.${action}.title`),
      exact: true,
    });
  }

  async confirm(action: 'unpublish' | 'delete' | 'deleteLast'): Promise<void> {
    const dialog = this.confirmDialog(action);
    await dialog
      .getByRole('button', { name: t(`propertiesPage:units.confirm.${action}.action`), exact: true })
      .click();
    await expect(dialog).toBeHidden();
  }

  stateBadge(title: string, state: 'published' | 'unpublished' | 'actionNeeded'): Locator {
    return this.unitRow(title).getByText(t(`propertiesPage:unitState.${state}`), { exact: true });
  }

  updateRegistrationNumberLink(): Locator {
    return this.page.getByRole('link', {
      name: t('propertiesPage:invalidField.updateLabel', {
        field: t('propertiesPage:invalidField.fieldName.registrationNumber'),
      }),
      exact: true,
    });
  }

  invalidRegistrationNumberNotice(): Locator {
    return this.page.getByText(t('propertiesPage:invalidField.registrationNumber'), { exact: true });
  }
}

export type UnitSection =
  'about' | 'photos' | 'amenities' | 'price-and-availability' | 'stay-rules' | 'taxes-and-laws';

/** `/properties/:p/units/:u/<section>`: one unit's settings with its side navigation. */
export class UnitSettingsPage {
  readonly aboutForm: Locator;
  readonly amenitiesForm: Locator;
  readonly taxesForm: Locator;
  readonly titleInput: Locator;

  constructor(private readonly page: Page) {
    this.aboutForm = page.getByRole('form', { name: t('units:about.title'), exact: true });
    this.amenitiesForm = page.getByRole('form', { name: t('units:amenities.title'), exact: true });
    this.taxesForm = page.getByRole('form', { name: t('units:taxes.title'), exact: true });
    this.titleInput = this.aboutForm.getByRole('textbox', { name: t('units:about.titleLabel'), exact: true });
  }

  async expectTitle(title: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/properties\/[^/]+\/units\/[^/]+/);
    await expect(this.page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  }

  sectionLink(section: UnitSection): Locator {
    return this.page
      .getByRole('navigation', { name: t('units:navigationLabel'), exact: true })
      .getByRole('link', { name: t(`units:sections.${section}`), exact: true });
  }

  async openSection(section: UnitSection): Promise<void> {
    await this.sectionLink(section).click();
    await expect(this.page).toHaveURL(new RegExp(`/units/[^/]+/${section}(\\?|$)`));
    await expect(this.sectionLink(section)).toHaveAttribute('aria-current', 'page');
  }

  saveButton(form: Locator): Locator {
    return form.getByRole('button', { name: t('units:form.save'), exact: true });
  }

  /** Saves the form, waits for the server to accept it and the form to be clean again. */
  async save(form: Locator): Promise<void> {
    await expect(this.saveButton(form)).toBeEnabled();
    const saved = this.page.waitForResponse(
      (response) => response.url().includes('/api/') && response.request().method() !== 'GET',
    );
    await this.saveButton(form).click();
    expect((await saved).ok(), 'the server accepted the save').toBe(true);
    await expect(this.saveButton(form)).toBeDisabled();
  }

  amenity(label: string): Locator {
    return this.amenitiesForm.getByRole('checkbox', { name: label, exact: true });
  }

  registrationNumberInput(): Locator {
    return this.taxesForm.getByRole('textbox', {
      name: t('units:taxes.fields.registrationNumber'),
      exact: true,
    });
  }

  /** Phone: the sections as one select above the form. */
  sectionSelect(): Locator {
    return this.page.getByRole('combobox', { name: t('units:navigationLabel'), exact: true });
  }
}
