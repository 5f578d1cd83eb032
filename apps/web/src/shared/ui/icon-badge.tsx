import '@mantine/core/styles/Indicator.css';
import { Indicator } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { badgeContent } from './badge-count';

interface IconBadgeProps {
  count: number | null | undefined;
  children: ReactNode;
  /** Lets a Tooltip or Popover target the badge (React 19 passes refs as props). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A count bubble on an icon button (a dot above 10). The bubble is decorative: the button's own
 * label carries the count for screen readers.
 */
export function IconBadge({ count, children, ref, ...targetProps }: IconBadgeProps) {
  const content = badgeContent(count);
  return (
    <Indicator
      {...targetProps}
      ref={ref}
      inline
      size={content ? 16 : 10}
      offset={4}
      color="red"
      label={content || undefined}
      disabled={content === null}
      data-testid="icon-badge"
      data-badge={content ?? undefined}
    >
      {children}
    </Indicator>
  );
}
