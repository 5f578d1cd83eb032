import '@mantine/core/styles/Loader.css';
import type { ComponentPropsWithRef } from 'react';
import { cssVars } from './css-vars';

interface PlainLoaderProps extends ComponentPropsWithRef<'span'> {
  /** A CSS size (the kit's `size`), else the kit's default. */
  size?: string;
  /** A CSS colour (the kit's `color`), else the theme's primary colour. */
  color?: string;
}

/** The kit's Loader (its default oval) as one plain element, drawn by the kit's stylesheet (plain-kit.test.tsx compares). */
export function PlainLoader({ size, color, className, ...others }: PlainLoaderProps) {
  return (
    <span
      style={cssVars({ '--loader-size': size, '--loader-color': color })}
      className={`m_b34414df m_5ae2e3c mantine-Loader-root${className ? ` ${className}` : ''}`}
      {...others}
    />
  );
}
