import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { usePageSettled } from './use-page-settled';

const MantineTooltip = lazy(() => import('./mantine-tooltip').then((m) => ({ default: m.MantineTooltip })));

/**
 * A tooltip whose machinery (positioning, portals, transitions) arrives after the
 * first paint: the target renders at once and works without it, and the hint joins it once the
 * page has settled and its chunk has loaded (see use-page-settled.ts).
 */
export function DeferredTooltip(props: TooltipProps) {
  if (!usePageSettled()) return props.children;
  return (
    <Suspense fallback={props.children}>
      <MantineTooltip {...props} />
    </Suspense>
  );
}
