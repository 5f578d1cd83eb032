import '@mantine/core/styles/Text.css';
import type { ComponentPropsWithRef } from 'react';
import { cssVars } from './css-vars';
import { withStyleProps, type PlainStyleProps } from './style-props';

type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface PlainTextProps extends PlainStyleProps, Omit<ComponentPropsWithRef<'p'>, 'color'> {
  component?: 'p' | 'span' | 'h2' | 'div';
  size?: TextSize;
  truncate?: boolean;
  lineClamp?: number;
}

/** The kit's Text class names, as its Anchor also renders them. */
export const textClasses = 'mantine-focus-auto m_b6d8b162 mantine-Text-root';

/** The kit's CSS variables and data attributes of a Text of this size, clamp and truncation. */
export function textLook({
  size,
  lineClamp,
  truncate,
}: Pick<PlainTextProps, 'size' | 'lineClamp' | 'truncate'>) {
  return {
    vars: cssVars({
      '--text-fz': size && `var(--mantine-font-size-${size})`,
      '--text-lh': size && `var(--mantine-line-height-${size})`,
      '--text-line-clamp': lineClamp === undefined ? undefined : String(lineClamp),
    }),
    data: {
      'data-size': size,
      'data-truncate': truncate ? 'end' : undefined,
      'data-line-clamp': lineClamp === undefined ? undefined : true,
    },
  };
}

/**
 * The kit's Text as one plain element: the same class names, data attributes, CSS variables and
 * style props (plain-kit.test.tsx compares), drawn by the kit's stylesheet.
 */
export function PlainText(props: PlainTextProps) {
  const [inline, { component: Component = 'p', size, truncate, lineClamp, className, ...others }] =
    withStyleProps(props);
  const look = textLook({ size, lineClamp, truncate });
  return (
    <Component
      style={{ ...look.vars, ...inline }}
      className={`${textClasses}${className ? ` ${className}` : ''}`}
      {...look.data}
      {...others}
    />
  );
}
