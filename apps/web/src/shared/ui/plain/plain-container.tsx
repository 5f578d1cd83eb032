import '@mantine/core/styles/Container.css';
import type { ComponentPropsWithRef } from 'react';
import { cssVars } from './css-vars';
import { withStyleProps, type PlainStyleProps } from './style-props';

interface PlainContainerProps extends PlainStyleProps, ComponentPropsWithRef<'div'> {
  size: 'lg';
}

/** The kit's Container as one plain element, drawn by the kit's stylesheet (plain-kit.test.tsx compares). */
export function PlainContainer(props: PlainContainerProps) {
  const [inline, { size, className, ...others }] = withStyleProps(props);
  return (
    <div
      style={{ ...cssVars({ '--container-size': `var(--container-size-${size})` }), ...inline }}
      className={`m_7485cace mantine-Container-root${className ? ` ${className}` : ''}`}
      data-size={size}
      data-strategy="block"
      {...others}
    />
  );
}
