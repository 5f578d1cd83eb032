import '@mantine/core/styles/Badge.css';
import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { cssVars } from './css-vars';
import { useVariantColors } from './kit-colors';
import { withStyleProps, type PlainStyleProps } from './style-props';

interface PlainBadgeProps extends PlainStyleProps, Omit<ComponentPropsWithRef<'div'>, 'color'> {
  variant: 'light' | 'filled';
  color: string;
  /** Without one, the kit's default size, which it writes no variable for. */
  size?: 'xs' | 'sm' | 'lg';
  radius?: 'sm';
  circle?: boolean;
  leftSection?: ReactNode;
  /** The label's own style (the kit's `styles.label`). */
  labelStyle?: CSSProperties;
}

/** The kit's Badge as plain elements, drawn by the kit's stylesheet (plain-kit.test.tsx compares). */
export function PlainBadge(props: PlainBadgeProps) {
  const [
    inline,
    { variant, color, size, radius, circle, leftSection, labelStyle, className, children, ...others },
  ] = withStyleProps(props);
  const colors = useVariantColors(variant, color);
  const vars = cssVars({
    '--badge-height': size && `var(--badge-height-${size})`,
    '--badge-padding-x': size && `var(--badge-padding-x-${size})`,
    '--badge-fz': size && `var(--badge-fz-${size})`,
    '--badge-radius': circle || radius === undefined ? undefined : `var(--mantine-radius-${radius})`,
    '--badge-bg': colors.background,
    '--badge-color': colors.color,
    '--badge-bd': colors.border,
  });
  return (
    <div
      style={{ ...vars, ...inline }}
      className={`m_347db0ec mantine-Badge-root${className ? ` ${className}` : ''}`}
      data-variant={variant}
      data-size={size}
      data-circle={circle || undefined}
      data-with-left-section={leftSection ? true : undefined}
      {...others}
    >
      {leftSection ? (
        <span className="m_91fdda9b mantine-Badge-section" data-position="left">
          {leftSection}
        </span>
      ) : null}
      <span className="m_5add502a mantine-Badge-label" style={labelStyle}>
        {children}
      </span>
    </div>
  );
}
