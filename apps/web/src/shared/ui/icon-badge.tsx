import '@mantine/core/styles/Indicator.css';
import type { ReactNode, Ref } from 'react';
import { badgeContent } from './badge-count';
import { cssVars } from './plain/css-vars';

interface IconBadgeProps {
  count: number | null | undefined;
  children: ReactNode;
  /** Lets a Tooltip or Popover target the badge (React 19 passes refs as props). */
  ref?: Ref<HTMLDivElement>;
}

// The kit's Indicator (inline, red, 4 px in from the top-right corner), 16 px with a count and a
// 10 px dot above 10.
const offset = 'calc(0.25rem * var(--mantine-scale))';
const vars = (size: number) =>
  cssVars({
    '--indicator-color': 'var(--mantine-color-red-filled)',
    '--indicator-size': `calc(${size / 16}rem * var(--mantine-scale))`,
    '--indicator-top': offset,
    '--indicator-right': offset,
    '--indicator-translate-x': '50%',
    '--indicator-translate-y': '-50%',
  });

/**
 * A count bubble on an icon button (a dot above 10). The bubble is decorative: the button's own
 * label carries the count for screen readers. The kit's Indicator as plain elements, drawn by the
 * kit's stylesheet (plain-kit.test.tsx compares the two).
 */
export function IconBadge({ count, children, ref, ...targetProps }: IconBadgeProps) {
  const content = badgeContent(count);
  return (
    <div
      style={vars(content ? 16 : 10)}
      className="m_e5262200 mantine-Indicator-root"
      data-inline="true"
      {...targetProps}
      ref={ref}
      data-testid="icon-badge"
      data-badge={content ?? undefined}
    >
      {content === null ? null : (
        <div
          className="m_760d1fb1 mantine-Indicator-indicator"
          data-with-label={content ? 'true' : undefined}
        >
          {content || undefined}
        </div>
      )}
      {children}
    </div>
  );
}
