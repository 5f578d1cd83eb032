import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProperty, makeUnit } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { Framed, stepProps } from '../basics/step-test-utils';
import { StartUnitStep } from './start-unit-step';

afterEach(() => vi.unstubAllGlobals());

describe('start unit step', () => {
  it('names the unit number and the property, lists what comes and continues', async () => {
    mockApi({});
    const onSaved = vi.fn();
    await renderUi(
      <Framed onSaved={onSaved}>
        <StartUnitStep
          {...stepProps({
            flowType: 'multi-unit',
            page: 'start-unit',
            property: makeProperty({ propertyType: 'multi', title: 'Villa Sol', unitIds: ['u-0', 'u-1'] }),
            unit: makeUnit({ propertyType: 'multi' }),
          })}
        />
      </Framed>,
    );
    expect(screen.getByRole('heading', { level: 1, name: "Let's set up unit 2 of Villa Sol" })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
