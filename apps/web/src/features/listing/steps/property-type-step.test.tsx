import { en } from '@hostdeck/translations/en/index';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '@hostdeck/contract/properties/property.schemas';
import { jsonResponse, makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { chooseOption } from '@/shared/ui/testing/choose-option';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { Framed, stepProps } from '../basics/step-test-utils';
import { PropertyTypeStep } from './property-type-step';
import { queryKeys } from '@/shared/api/query-keys';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const submit = () => screen.getByRole('button', { name: 'Save and continue' });

describe('property type step', () => {
  it('explains both types and saves only the accommodation type when the type is unchanged', async () => {
    const fetch = mockApi({
      'PATCH /api/app/property-unit/u-1': ({ init }: { init: RequestInit | undefined }) => ({
        ...makeUnit(),
        ...(sentBody(init) as object),
      }),
    });
    const onSaved = vi.fn();
    const props = stepProps({ unit: makeUnit({ accommodationType: null }) });
    await renderUi(
      <Framed onSaved={onSaved}>
        <PropertyTypeStep {...props} />
      </Framed>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'What kind of property are you listing?' }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: /One place to rent/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByText(/one of several units in the same building/)).toBeTruthy();
    // A single unit needs its accommodation type.
    expect(submit()).toHaveProperty('disabled', true);
    await chooseOption(/Type of accommodation/, 'Villa');
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({ accommodationType: 'villa' });
  });

  it('changes the property type and updates the cached property before the flow moves on', async () => {
    const props = stepProps();
    const fetch = mockApi({
      'PATCH /api/app/properties/p-1': ({ init }: { init: RequestInit | undefined }) => ({
        ...props.property,
        ...(sentBody(init) as object),
      }),
    });
    let cachedType: string | undefined;
    const { queryClient } = await renderUi(
      <Framed
        onSaved={() => {
          cachedType = queryClient.getQueryData<Property>(queryKeys.properties.detail('p-1'))?.propertyType;
        }}
      >
        <PropertyTypeStep {...props} />
      </Framed>,
    );
    fireEvent.click(screen.getByRole('radio', { name: /Several units in one property/ }));
    // The accommodation type belongs to each unit of a multi-unit property (unit-type step).
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /Type of accommodation/ })).toBeNull());
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    await waitFor(() => expect(cachedType).toBe('multi'));
    const patch = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/app/properties/p-1'));
    expect(sentBody(patch?.[1])).toEqual({ propertyType: 'multi' });
  });

  it('shows the refusal to change the type as the form message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(409, { code: 'properties.typeChangeNotAllowed', message: 'Type locked', errors: [] }),
      ),
    );
    const onSaved = vi.fn();
    await renderUi(
      <Framed onSaved={onSaved}>
        <PropertyTypeStep {...stepProps()} />
      </Framed>,
    );
    fireEvent.click(screen.getByRole('radio', { name: /Several units in one property/ }));
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      // The code's translation, not the server's English message.
      en.errors.properties.typeChangeNotAllowed,
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
