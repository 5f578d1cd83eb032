import '@mantine/core/styles/Group.css';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cssVars } from './css-vars';
import { spacing, withStyleProps, type PlainStyleProps } from './style-props';

interface PlainGroupProps extends PlainStyleProps, ComponentPropsWithRef<'div'> {
  gap?: 'xs' | 'sm' | 'md' | number;
  justify?: CSSProperties['justifyContent'];
  wrap?: 'wrap' | 'nowrap';
  component?: 'div' | 'header';
}

/** The kit's Group as one plain element, drawn by the kit's stylesheet (plain-kit.test.tsx compares). */
export function PlainGroup(props: PlainGroupProps) {
  const [
    inline,
    { component: Component = 'div', gap = 'md', justify = 'flex-start', wrap = 'wrap', className, ...others },
  ] = withStyleProps(props);
  const vars = cssVars({
    '--group-gap': spacing(gap),
    '--group-align': 'center',
    '--group-justify': justify,
    '--group-wrap': wrap,
  });
  return (
    <Component
      style={{ ...vars, ...inline }}
      className={`m_4081bf90 mantine-Group-root${className ? ` ${className}` : ''}`}
      {...others}
    />
  );
}
