import type { CSSProperties } from 'react';
import { defined } from './style-props';

/** CSS variables with a value as a style object (React's style type names only the standard properties). */
export function cssVars(vars: Record<`--${string}`, string | undefined>): CSSProperties {
  return defined(vars) as CSSProperties;
}
