import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { Framed, stepProps } from '../basics/step-test-utils';
import { TitleStep } from './title-step';

afterEach(() => vi.unstubAllGlobals());

describe('title step', () => {
  it('requires the title and saves title and description', async () => {
    const fetch = mockApi({
      'PATCH /api/app/property-unit/u-1': ({ init }: { init: RequestInit | undefined }) => ({
        ...makeUnit(),
        ...(sentBody(init) as object),
      }),
    });
    const onSaved = vi.fn();
    await renderUi(
      <Framed onSaved={onSaved}>
        <TitleStep {...stepProps({ page: 'title', unit: makeUnit({ title: null, description: null }) })} />
      </Framed>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText(/A clear title/)).toBeTruthy();
    const submit = () => screen.getByRole('button', { name: 'Save and continue' });
    expect(submit()).toHaveProperty('disabled', true);
    // The form's code is in once its fields take input (before, they show the unit's text only).
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Title/ })).toHaveProperty('readOnly', false),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Harbour loft' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Quiet.' } });
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({ title: 'Harbour loft', description: 'Quiet.' });
  });
});
