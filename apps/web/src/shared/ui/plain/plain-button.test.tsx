import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { PlainButton } from './plain-button';

const loaderOf = (container: HTMLElement) => container.querySelector('.mantine-Button-loader');

function renderRetry(loading: boolean) {
  const button = (value: boolean) => (
    <MantineProvider theme={theme}>
      <PlainButton size="xs" variant="white" color="red" loading={value}>
        Retry
      </PlainButton>
    </MantineProvider>
  );
  const view = render(button(loading));
  return { ...view, setLoading: (value: boolean) => view.rerender(button(value)) };
}

describe('PlainButton loader', () => {
  afterEach(() => vi.useRealTimers());

  it('slides the loader in when loading starts and keeps it for the 150 ms it slides out', () => {
    vi.useFakeTimers();
    const { container, setLoading } = renderRetry(false);
    expect(loaderOf(container)).toBeNull();

    setLoading(true);
    expect(loaderOf(container)?.className).toMatch(/loaderIn/);
    expect(container.querySelector('button')?.disabled).toBe(true);

    setLoading(false);
    expect(loaderOf(container)?.className).toMatch(/loaderOut/);
    expect(container.querySelector('button')?.disabled).toBe(false);
    act(() => vi.advanceTimersByTime(149));
    expect(loaderOf(container)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(loaderOf(container)).toBeNull();
  });

  it('shows a loader that is there from the first render without sliding it in', () => {
    const { container } = renderRetry(true);
    expect(loaderOf(container)?.className).toMatch(/loaderShown/);
  });
});
