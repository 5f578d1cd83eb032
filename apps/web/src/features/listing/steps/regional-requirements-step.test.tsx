import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { bodiesOf, framed, makeStepProps } from '../pricing/pricing.fixtures';
import { RegionalRequirementsStep } from './regional-requirements-step';

afterEach(() => vi.unstubAllGlobals());

const url = '/api/app/property-unit/u-1/regional-requirements';
const answers = { ownership: { isOwner: null }, values: { registrationNumber: null } };

describe('regional requirements step', () => {
  it("saves the region's answers and moves on", async () => {
    const fetch = mockApi({
      [`GET ${url}`]: answers,
      [`GET ${url}/configuration`]: {
        region: 'HR',
        fields: [
          { name: 'registrationNumber', type: 'text', required: true, options: [] },
          { name: 'ownership.isOwner', type: 'boolean', required: true, options: [] },
        ],
      },
      [`PATCH ${url}`]: { ownership: { isOwner: true }, values: { registrationNumber: 'HR-123' } },
    });
    const { element, onSaved } = framed(<RegionalRequirementsStep {...makeStepProps()} />);
    await renderUi(element);
    expect(await screen.findByRole('heading', { level: 1, name: 'Taxes and laws' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Registration number/ }), {
      target: { value: 'HR-123' },
    });
    const save = screen.getByRole('button', { name: 'Save and continue' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesOf(fetch, 'PATCH')).toEqual([
      { ownership: { isOwner: true }, values: { registrationNumber: 'HR-123' } },
    ]);
  });
});
