import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import type { ComponentPropsWithRef } from 'react';

interface PlainCardProps extends ComponentPropsWithRef<'div'> {
  component?: 'div' | 'section';
  radius?: 'sm' | 'md' | 'lg';
  padding?: 'sm' | 'md' | 'lg';
  withBorder?: boolean;
}

/**
 * The kit's Card (a Paper) as one plain element: the same class names, data attributes and CSS
 * variables (plain-kit.test.tsx compares), drawn by the kit's stylesheet. Only a card of plain
 * content: the kit's sections (Card.Section) are not on the first screen.
 */
export function PlainCard({
  component: Component = 'div',
  radius,
  padding,
  withBorder,
  className,
  style,
  ...others
}: PlainCardProps) {
  const vars = {
    '--paper-radius': radius && `var(--mantine-radius-${radius})`,
    '--card-padding': padding && `var(--mantine-spacing-${padding})`,
    ...style,
  };
  return (
    <Component
      style={vars}
      className={`${className ? `${className} ` : ''}m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root`}
      data-with-border={withBorder || undefined}
      data-orientation="vertical"
      {...others}
    />
  );
}
