import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from './toast-host';
import { showFailureToast, showSuccessToast } from './toast';

describe('the toast host', () => {
  it('shows the toasts asked for before it mounted, and every later one', async () => {
    showSuccessToast('Saved before the host was there.');
    render(
      <MantineProvider>
        <ToastHost />
      </MantineProvider>,
    );
    expect(await screen.findByText('Saved before the host was there.')).toBeTruthy();
    act(() => showFailureToast('Could not save.'));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not save.');
  });
});
