import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';

const schema = z.object({ title: z.string().trim().min(1) });

function TitleForm({ save }: { save: () => Promise<unknown> }) {
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema,
    defaultValues: { title: 'Old' },
    fields: ['title'],
    save,
  });
  return (
    <SettingsForm
      title="Title"
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <TextInput label="Title" {...form.register('title')} />
    </SettingsForm>
  );
}

async function renderForm(save: () => Promise<unknown> = async () => null) {
  return renderUi(<TitleForm save={save} />, {
    path: '/form',
    routes: [{ path: '/other', element: <p>other page</p> }],
  });
}

describe('unsaved changes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before leaving with changes; staying keeps what was typed', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'New' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', false),
    );
    void router.navigate('/other');
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        'You have changes that are not saved. Leave this page and lose them?',
      ),
    );
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('New');

    confirm.mockReturnValue(true);
    void router.navigate('/other');
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('does not ask once the changes are saved, nor when nothing changed', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { router } = await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'New' } });
    const save = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    await router.navigate('/other');
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the browser to hold the tab while changes are unsaved', async () => {
    await renderForm();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'New' } });
    await waitFor(() => {
      const during = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(during);
      expect(during.defaultPrevented).toBe(true);
    });
  });

  it('guards a page with two forms through one blocker (the router takes only one)', async () => {
    const warn = vi.spyOn(console, 'warn');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = await renderUi(
      <>
        <TitleForm save={async () => null} />
        <TitleForm save={async () => null} />
      </>,
      { path: '/form', routes: [{ path: '/other', element: <p>other page</p> }] },
    );
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Title' })[1]!, { target: { value: 'New' } });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Save changes' })[1]).toHaveProperty('disabled', false),
    );
    void router.navigate('/other');
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/form');
    expect(warn.mock.calls.flat().join(' ')).not.toContain('one blocker');
  });
});
