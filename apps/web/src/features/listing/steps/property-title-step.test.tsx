import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeProperty, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { Framed, stepProps } from '../basics/step-test-utils';
import { PropertyTitleStep } from './property-title-step';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const props = () =>
  stepProps({
    flowType: 'multi-unit',
    page: 'property-title',
    property: makeProperty({ propertyType: 'multi', title: null }),
  });
const submit = () => screen.getByRole('button', { name: 'Save and continue' });

describe('property title step', () => {
  it('saves the name and description of the property', async () => {
    const fetch = mockApi({
      'PATCH /api/app/properties/p-1': ({ init }: { init: RequestInit | undefined }) => ({
        ...makeProperty({ propertyType: 'multi' }),
        ...(sentBody(init) as object),
      }),
    });
    const onSaved = vi.fn();
    await renderUi(
      <Framed onSaved={onSaved}>
        <PropertyTitleStep {...props()} />
      </Framed>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Name your property' })).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: /Property name/ }), {
      target: { value: ' Villa Sol ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /About the property/ }), {
      target: { value: 'Three flats around a garden.' },
    });
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({
      title: 'Villa Sol',
      description: 'Three flats around a garden.',
    });
  });

  it('puts the server field errors on their fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          code: 'common.validation',
          message: 'Invalid payload',
          errors: [{ field: 'title', message: 'Name already used', code: 'custom' }],
        }),
      ),
    );
    const onSaved = vi.fn();
    await renderUi(
      <Framed onSaved={onSaved}>
        <PropertyTitleStep {...props()} />
      </Framed>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Property name/ }), {
      target: { value: 'Villa Sol' },
    });
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    expect(await screen.findByText('Name already used')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Property name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
