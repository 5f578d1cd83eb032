import type { CSSProperties } from 'react';

/** CSS variables as a style object (React's style type names only the standard properties). */
export function cssVars(vars: Record<`--${string}`, string | undefined>): CSSProperties {
  return vars as CSSProperties;
}
