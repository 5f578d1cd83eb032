import { rem } from '@mantine/core';
import type { CSSProperties } from 'react';

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
const spacings: readonly string[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/**
 * The kit's style props the first screen uses, written as the kit writes them (inline styles,
 * spacing tokens as theme variables, numbers in scaled rem), without its style-props engine.
 */
export interface PlainStyleProps {
  mt?: Spacing | 'auto';
  mb?: Spacing;
  p?: Spacing | number;
  pt?: Spacing;
  py?: Spacing | number;
  px?: Spacing;
  /** Numbers are px. */
  w?: number;
  miw?: number;
  h?: string | number;
  mih?: string;
  maw?: number;
  /** `dimmed` or a CSS colour. */
  c?: string;
  bg?: string;
  fw?: number;
  ta?: 'center';
}

/** A spacing token, a px number or a CSS length, as the kit's spacing props write it. */
export function spacing(value: Spacing | number | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return rem(value);
  return spacings.includes(value) ? `var(--mantine-spacing-${value})` : value;
}

/** Splits the style props off a component's props: the inline style they make, and the rest. */
export function withStyleProps<P extends PlainStyleProps & { style?: CSSProperties }>(
  props: P,
): [CSSProperties, Omit<P, keyof PlainStyleProps | 'style'>] {
  const { mt, mb, p, pt, py, px, w, miw, h, mih, maw, c, bg, fw, ta, style, ...rest } = props;
  const inline: Record<string, unknown> = {
    ...style,
    marginTop: spacing(mt),
    marginBottom: spacing(mb),
    padding: spacing(p),
    paddingTop: spacing(pt),
    paddingBlock: spacing(py),
    paddingInline: spacing(px),
    width: spacing(w),
    minWidth: spacing(miw),
    height: spacing(h),
    minHeight: mih,
    maxWidth: spacing(maw),
    color: c === 'dimmed' ? 'var(--mantine-color-dimmed)' : c,
    background: bg,
    fontWeight: fw,
    textAlign: ta,
  };
  return [defined(inline) as CSSProperties, rest];
}

/**
 * The entries that have a value. React writes an undefined entry as an empty declaration, and an
 * empty `paddingTop` after `padding` takes the top back out of the shorthand.
 */
export function defined<T extends Record<string, unknown>>(entries: T): T {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as T;
}
