import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  it('shows the title and description, then the property’s address as text, and its form when asked', async () => {
    const api = mockApi({
      'GET /api/app/properties/p-1': makeProperty({ location }),
      'GET /api/app/properties-configuration': configuration,
    });
    await renderUi(<UnitAboutPage unit={makeUnit()} />);
    expect(screen.getByRole('form', { name: 'About this unit' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveProperty('value', 'Sea view flat');
    const section = await screen.findByRole('region', { name: 'Property location' }, { timeout: 5000 });
    expect(within(section).getByText(/Split/)).toBeTruthy();
    expect(within(section).getByText('Croatia')).toBeTruthy();
    // The form's code and its configuration are asked for only when the host opens it.
    const asked = () => api.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked()).not.toContain('/api/app/properties-configuration');
    fireEvent.click(within(section).getByRole('button', { name: 'Edit the address' }));
    expect(await screen.findByRole('form', { name: 'Property location' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveProperty('value', 'Split');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveProperty('value', 'Croatia');
    // The first text field takes the focus (the country picker would open its list).
    const form = screen.getByRole('form', { name: 'Property location' });
    await waitFor(() => expect(within(form).getAllByRole('textbox')[0]).toBe(document.activeElement));
    expect(asked()).toContain('/api/app/properties-configuration');
  });

  it('offers to add the address when the property has none', async () => {
    mockApi({
      'GET /api/app/properties/p-1': makeProperty({ location: null }),
      'GET /api/app/properties-configuration': configuration,
    });
    await renderUi(<UnitAboutPage unit={makeUnit()} />);
    expect(await screen.findByText('No address yet.', undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add the address' }));
    expect(await screen.findByRole('form', { name: 'Property location' }, { timeout: 5000 })).toBeTruthy();
  });

  it('renders the country list’s options only once the host opens it', async () => {
    mockApi({
      'GET /api/app/properties/p-1': makeProperty({ location }),
      'GET /api/app/properties-configuration': configuration,
    });
    await renderUi(<UnitAboutPage unit={makeUnit()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the address' }, { timeout: 5000 }));
    const country = await screen.findByRole('combobox', { name: /Country/ }, { timeout: 5000 });
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    fireEvent.change(country, { target: { value: 'Croa' } });
    fireEvent.click(country);
    expect(await screen.findByRole('option', { name: 'Croatia' })).toBeTruthy();
  });
});
