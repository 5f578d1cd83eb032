import { useMantineTheme } from '@mantine/core';

/** The colour variants the first screen's buttons use. */
export type PlainVariant = 'filled' | 'light' | 'white' | 'default' | 'subtle';

/**
 * A variant's colours as the kit's own resolver gives them (background, hover, text, border), so a
 * plain control's colours are the kit's by construction: the theme's primary colour when none is
 * named, `filled` when no variant is.
 */
export function useVariantColors(variant: PlainVariant | undefined, color: string | undefined) {
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({
    color: color || theme.primaryColor,
    theme,
    variant: variant || 'filled',
  });
  // As the kit: with neither a colour nor a variant, its stylesheet's defaults stand.
  const named = Boolean(color || variant);
  return { ...colors, named };
}
