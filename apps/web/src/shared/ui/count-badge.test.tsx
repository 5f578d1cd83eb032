import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeContent } from './badge-count';
import { CountBadge } from './count-badge';
import { IconBadge } from './icon-badge';
import { theme } from './theme';

describe('badge content (spec §9: the number only when 10 or fewer)', () => {
  it.each([
    [undefined, null],
    [null, null],
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '10'],
    [11, ''],
    [250, ''],
  ])('%s → %j', (count, expected) => {
    expect(badgeContent(count)).toBe(expected);
  });
});

const wrap = (node: React.ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      {node}
    </MantineProvider>,
  );

describe('CountBadge', () => {
  it.each([1, 10])('shows %i with its label for screen readers', (count) => {
    wrap(<CountBadge count={count} label={`${count} pending`} />);
    expect(screen.getByTestId('count-badge').textContent).toBe(String(count));
    expect(screen.getByText(`${count} pending`)).toBeTruthy();
  });

  it('shows a dot without the number above 10', () => {
    wrap(<CountBadge count={11} label="11 pending" />);
    expect(screen.getByTestId('count-badge').textContent).toBe('');
    expect(screen.queryByText('11')).toBeNull();
  });

  it('renders nothing for 0', () => {
    wrap(<CountBadge count={0} label="0 pending" />);
    expect(screen.queryByTestId('count-badge')).toBeNull();
    expect(screen.queryByText('0 pending')).toBeNull();
  });
});

describe('IconBadge', () => {
  const renderIcon = (count: number) =>
    wrap(
      <IconBadge count={count}>
        <button type="button">bell</button>
      </IconBadge>,
    );

  it('shows the number on the icon up to 10', () => {
    renderIcon(10);
    expect(screen.getByText('10')).toBeTruthy();
  });

  it('shows no number above 10', () => {
    renderIcon(11);
    expect(screen.queryByText('11')).toBeNull();
    expect(screen.getByTestId('icon-badge').getAttribute('data-badge')).toBe('');
  });
});
