import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import {
  configuration,
  makeProperty,
  makeUnit,
  splitLocation as location,
} from '@/shared/ui/testing/unit-fixtures';
import { UnitAboutPage } from './unit-about-page';

afterEach(() => vi.unstubAllGlobals());

describe('unit about page', () => {
  it('shows the title and description, then the property’s address with its country', async () => {
    mockApi({
      'GET /api/app/properties/p-1': makeProperty({ location }),
      'GET /api/app/properties-configuration': configuration,
    });
    await renderUi(<UnitAboutPage unit={makeUnit()} />);
    expect(screen.getByRole('form', { name: 'About this unit' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveProperty('value', 'Sea view flat');
    expect(await screen.findByRole('form', { name: 'Property location' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveProperty('value', 'Split');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveProperty('value', 'Croatia');
  });

  it('renders the country list’s options only once the host opens it', async () => {
    mockApi({
      'GET /api/app/properties/p-1': makeProperty({ location }),
      'GET /api/app/properties-configuration': configuration,
    });
    await renderUi(<UnitAboutPage unit={makeUnit()} />);
    const country = await screen.findByRole('combobox', { name: /Country/ }, { timeout: 5000 });
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    fireEvent.change(country, { target: { value: 'Croa' } });
    fireEvent.click(country);
    expect(await screen.findByRole('option', { name: 'Croatia' })).toBeTruthy();
  });
});
