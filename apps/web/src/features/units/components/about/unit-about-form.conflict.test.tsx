import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { jsonResponse, makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { usePropertyUnit } from '../../api/get-property-unit';
import { UnitAboutForm } from './unit-about-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The form as the unit's page shows it: filled from the cached unit. */
function CachedUnitAboutForm() {
  const unit = usePropertyUnit('u-1');
  return unit.data ? <UnitAboutForm unit={unit.data} /> : null;
}

const mine = makeUnit({ version: 1 });
// What the other tab saved in the meantime.
const theirs = makeUnit({ title: 'Harbour view', description: 'Saved in the other tab.', version: 2 });

/** GET answers the unit this tab opened; each PATCH answers from `patches`, in order. */
function stubApi(patches: ((init: RequestInit | undefined) => Response)[]) {
  const sent: RequestInit[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/app/property-unit/u-1') return jsonResponse(404, {});
    if ((init?.method ?? 'GET') === 'GET') return jsonResponse(200, mine);
    sent.push(init ?? {});
    const answer = patches.shift();
    if (!answer) throw new Error('an unexpected save');
    return answer(init);
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

const refused = () =>
  jsonResponse(412, {
    code: 'common.preconditionFailed',
    message: 'This was saved by someone else since you read it.',
    errors: [],
    current: theirs,
  });
const ifMatchOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>)['If-Match'];
const titleField = () => screen.getByRole('textbox', { name: /Title/ });
const save = () => screen.getByRole('button', { name: 'Save changes' });

async function editAndSave() {
  await renderUi(<CachedUnitAboutForm />);
  // The form's code is in once its fields take input (before, they show the unit's text only).
  await waitFor(() => expect(titleField()).toHaveProperty('readOnly', false));
  fireEvent.change(titleField(), { target: { value: 'Sea view loft' } });
  await waitFor(() => expect(save()).toHaveProperty('disabled', false));
  fireEvent.click(save());
  return screen.findByRole('dialog', { name: 'Saved elsewhere in the meantime' });
}

describe('unit about form, saved in another tab meanwhile', () => {
  it('asks instead of overwriting, and saves the host’s text over theirs when told to', async () => {
    const sent = stubApi([
      refused,
      (init) => jsonResponse(200, { ...theirs, ...(sentBody(init) as Partial<PropertyUnit>), version: 3 }),
    ]);
    const toast = spyOnToasts();
    const dialog = await editAndSave();
    // The form sent the version it was filled from, and the refusal is the dialog's alone: no error toast.
    expect(ifMatchOf(sent[0])).toBe('"1"');
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ color: 'red' }));
    expect(within(dialog).getByText(/changed in another tab or by someone else/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save mine over it' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    // Knowingly over their version: the one the refusal named.
    expect(ifMatchOf(sent[1])).toBe('"2"');
    // Their description showed up in the untouched field; the host's title is what they typed.
    expect(sentBody(sent[1])).toEqual({ title: 'Sea view loft', description: 'Saved in the other tab.' });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your changes are saved.' })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows what the other tab saved when the host reloads, and sends nothing', async () => {
    const sent = stubApi([refused]);
    const dialog = await editAndSave();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload saved version' }));
    await waitFor(() => expect(titleField()).toHaveProperty('value', 'Harbour view'));
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveProperty(
      'value',
      'Saved in the other tab.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(save()).toHaveProperty('disabled', true);
    expect(sent).toHaveLength(1);
  });
});
