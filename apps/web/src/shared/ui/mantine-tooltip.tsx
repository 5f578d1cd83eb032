import '@mantine/core/styles/Tooltip.css';
import { Tooltip, type TooltipProps } from '@mantine/core';

/** Mantine's tooltip with its stylesheet; loaded by `DeferredTooltip` once the page has rendered. */
export function MantineTooltip(props: TooltipProps) {
  return <Tooltip {...props} />;
}
