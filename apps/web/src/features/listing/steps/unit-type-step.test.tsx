import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { chooseOption } from '@/shared/ui/testing/choose-option';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { Framed, stepProps } from '../basics/step-test-utils';
import { UnitTypeStep } from './unit-type-step';

afterEach(() => vi.unstubAllGlobals());

describe('unit type step', () => {
  it('requires the type and the name and saves both on the unit', async () => {
    const fetch = mockApi({
      'PATCH /api/app/property-unit/u-1': ({ init }: { init: RequestInit | undefined }) => ({
        ...makeUnit(),
        ...(sentBody(init) as object),
      }),
    });
    const onSaved = vi.fn();
    await renderUi(
      <Framed onSaved={onSaved}>
        <UnitTypeStep
          {...stepProps({
            flowType: 'multi-unit',
            page: 'unit-type',
            unit: makeUnit({ propertyType: 'multi', accommodationType: null, title: null }),
          })}
        />
      </Framed>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'What kind of unit is this?' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Save and continue' });
    expect(submit).toHaveProperty('disabled', true);
    await chooseOption(/Type of accommodation/, 'Studio');
    fireEvent.change(screen.getByRole('textbox', { name: /Unit name/ }), {
      target: { value: 'Garden studio' },
    });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({
      accommodationType: 'studio',
      title: 'Garden studio',
    });
  });
});
