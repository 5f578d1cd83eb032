import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredTooltip } from './deferred-tooltip';
import { theme } from './theme';

function renderTooltip() {
  render(
    <MantineProvider theme={theme} env="test">
      <DeferredTooltip label="Help centre">
        <button type="button">help</button>
      </DeferredTooltip>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'help' });
}

describe('DeferredTooltip', () => {
  it('mounts nothing until the pointer is on its target, then shows the hint on that same target', async () => {
    const target = renderTooltip();
    expect(screen.queryByText('Help centre')).toBeNull();
    fireEvent.pointerEnter(target, { pointerType: 'mouse' });
    expect(await screen.findByText('Help centre')).toBeTruthy();
    // The target was not re-mounted for the tooltip: it keeps the pointer and focus it had.
    expect(screen.getByRole('button', { name: 'help' })).toBe(target);
  });

  it('mounts nothing for a touch, as Mantine shows no hint on touch by default', async () => {
    const target = renderTooltip();
    fireEvent.pointerEnter(target, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Help centre')).toBeNull();
  });
});
