import '@mantine/core/styles/Title.css';
import type { ComponentPropsWithRef } from 'react';
import { cssVars } from './css-vars';

interface PlainTitleProps extends ComponentPropsWithRef<'h1'> {
  order: 1 | 2 | 3;
  /** A heading size of the theme, when it differs from the order's. */
  size?: 'h2' | 'h3' | 'h4';
}

/** The kit's Title as one plain heading, drawn by the kit's stylesheet (plain-kit.test.tsx compares). */
export function PlainTitle({ order, size, className, ...others }: PlainTitleProps) {
  const heading = size ?? `h${order}`;
  const vars = cssVars({
    '--title-fw': `var(--mantine-${heading}-font-weight)`,
    '--title-lh': `var(--mantine-${heading}-line-height)`,
    '--title-fz': `var(--mantine-${heading}-font-size)`,
  });
  const Component = `h${order}` as const;
  return (
    <Component
      style={vars}
      className={`m_8a5d1357 mantine-Title-root${className ? ` ${className}` : ''}`}
      data-order={order}
      data-size={size}
      {...others}
    />
  );
}
