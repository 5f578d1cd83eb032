import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { jsonResponse, makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { UnitAboutForm } from './unit-about-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const save = () => screen.getByRole('button', { name: 'Save changes' });
const title = () => screen.getByRole('textbox', { name: /Title/ });

/** Rendered, and the form's code in: the fields take input (before, they show the unit's text only). */
async function renderForm(unit = makeUnit()) {
  await renderUi(<UnitAboutForm unit={unit} />);
  await waitFor(() => expect(title()).toHaveProperty('readOnly', false));
}

describe('unit about form', () => {
  it('shows the unit’s text at once, read only with save disabled, until the form’s code is in', async () => {
    mockApi({});
    const frames: FrameRequestCallback[] = [];
    // jsdom reports no largest paint, so the form's code is asked for after two frames: held here.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    await renderUi(<UnitAboutForm unit={makeUnit({ title: 'Garden flat' })} />);
    expect(title()).toHaveProperty('value', 'Garden flat');
    expect(title()).toHaveProperty('readOnly', true);
    expect(save()).toHaveProperty('disabled', true);
    // The host focuses the title meanwhile: the form, once in, gives it the focus back.
    title().focus();
    const runFrames = () => act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    runFrames();
    runFrames();
    await waitFor(() => expect(title()).toHaveProperty('readOnly', false));
    expect(title()).toHaveProperty('value', 'Garden flat');
    await waitFor(() => expect(document.activeElement).toBe(title()));
  });

  it('keeps save disabled until a valid change, and shows the message on the title field', async () => {
    mockApi({});
    await renderForm();
    expect(save()).toHaveProperty('disabled', true);
    fireEvent.change(title(), { target: { value: '' } });
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(title().getAttribute('aria-invalid')).toBe('true');
    expect(save()).toHaveProperty('disabled', true);
  });

  it('saves the title and description through PATCH, an empty description as null', async () => {
    const fetch = mockApi({
      'PATCH /api/app/property-unit/u-1': ({ init }: { init: RequestInit | undefined }) => ({
        ...makeUnit(),
        ...(sentBody(init) as object),
      }),
    });
    const toast = spyOnToasts();
    await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Harbour loft' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: '' } });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({ title: 'Harbour loft', description: null });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your changes are saved.' })),
    );
    // Saved: the form is clean again.
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
  });

  it('puts the server field errors on their fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          code: 'common.validation',
          message: 'Invalid payload',
          errors: [{ field: 'title', message: 'Title already used by another unit', code: 'too_small' }],
        }),
      ),
    );
    const toast = spyOnToasts();
    await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Harbour loft' } });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    expect(await screen.findByText('Title already used by another unit')).toBeTruthy();
    // The failed write also shows the error toast of spec §8.
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ color: 'red' })));
    expect(screen.getByRole('textbox', { name: /Title/ }).getAttribute('aria-invalid')).toBe('true');
  });
});
