import '@mantine/core/styles/Center.css';
import type { ComponentPropsWithRef } from 'react';
import { withStyleProps, type PlainStyleProps } from './style-props';

type PlainCenterProps = PlainStyleProps & ComponentPropsWithRef<'div'>;

/** The kit's Center as one plain element, drawn by the kit's stylesheet (plain-kit.test.tsx compares). */
export function PlainCenter(props: PlainCenterProps) {
  const [inline, { className, ...others }] = withStyleProps(props);
  return (
    <div
      style={inline}
      className={`m_4451eb3a mantine-Center-root${className ? ` ${className}` : ''}`}
      {...others}
    />
  );
}
