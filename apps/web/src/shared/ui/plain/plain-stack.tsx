import '@mantine/core/styles/Stack.css';
import type { ComponentPropsWithRef } from 'react';
import { cssVars } from './css-vars';
import { spacing, withStyleProps, type PlainStyleProps } from './style-props';

interface PlainStackProps extends PlainStyleProps, Omit<ComponentPropsWithRef<'div'>, 'ref'> {
  component?: 'div' | 'section' | 'ul';
  gap?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
  align?: 'stretch' | 'center' | 'flex-start';
  justify?: 'flex-start' | 'center';
}

/** The kit's Stack as one plain element, drawn by the kit's stylesheet (plain-kit.test.tsx compares). */
export function PlainStack(props: PlainStackProps) {
  const [
    inline,
    { component = 'div', gap = 'md', align = 'stretch', justify = 'flex-start', className, ...others },
  ] = withStyleProps(props);
  const vars = cssVars({
    '--stack-gap': spacing(gap),
    '--stack-align': align,
    '--stack-justify': justify,
  });
  // Typed as a div: the props are the same for the three elements.
  const Component = component as 'div';
  return (
    <Component
      style={{ ...vars, ...inline }}
      className={`m_6d731127 mantine-Stack-root${className ? ` ${className}` : ''}`}
      {...others}
    />
  );
}
