import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { jsonResponse, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { TaxesAndLawsForm } from './taxes-and-laws-form';

afterEach(() => vi.unstubAllGlobals());

const configuration = {
  region: 'HR',
  fields: [
    { name: 'registrationNumber', type: 'text' as const, required: true, options: [] },
    { name: 'ownership.isOwner', type: 'boolean' as const, required: true, options: [] },
  ],
};
const answers = { ownership: { isOwner: null }, values: { registrationNumber: '12345' } };

function renderForm(focusField: string | null = null) {
  return renderUi(
    <TaxesAndLawsForm
      unitId="u-1"
      propertyId="p-1"
      configuration={configuration}
      answers={answers}
      focusField={focusField}
    />,
  );
}

describe('taxes and laws form', () => {
  it('names the region by its country, not its code', async () => {
    mockApi({});
    await renderForm();
    expect(screen.getByText('Region: Croatia')).toBeTruthy();
  });

  it('opens at the registration number when the call to action asks for it', async () => {
    mockApi({});
    await renderForm('registrationNumber');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Registration number/ })),
    );
  });

  it('sends ownership as a boolean and maps the server error onto the registration number', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(400, {
        code: 'common.validation',
        message: 'Invalid payload',
        errors: [
          {
            field: 'values.registrationNumber',
            message: 'Not a valid HR registration number',
            code: 'invalid',
          },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Registration number/ }), {
      target: { value: 'HR-1' },
    });
    const save = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    expect(await screen.findByText('Not a valid HR registration number')).toBeTruthy();
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(sentBody(calls[0]?.[1])).toEqual({
      ownership: { isOwner: true },
      values: { registrationNumber: 'HR-1' },
    });
  });

  it('asks for the required ownership answer', async () => {
    mockApi({});
    await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Registration number/ }), {
      target: { value: 'HR-1' },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true),
    );
  });
});
