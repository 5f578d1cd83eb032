import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { whenPageSettled } from './use-page-settled';

const loadTooltip = () => import('./mantine-tooltip');
const MantineTooltip = lazy(() => loadTooltip().then((m) => ({ default: m.MantineTooltip })));

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
}

/**
 * A tooltip that costs nothing until the host points at its target (or focuses it, when the
 * tooltip opens on focus): until then the target renders alone, with no positioning, portal or
 * transition mounted for a hint nobody asked for. The first time, Mantine's tooltip mounts beside
 * the target, attached to it and open, and from then on works as usual. The target itself is never
 * re-mounted, so it keeps focus and hover. The tooltip's code is fetched once the page has
 * settled, so that first hint does not wait for the network.
 */
export function DeferredTooltip(props: TooltipProps) {
  // null: never asked for; then whether the pointer (or focus) is still on the target.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const targetRef = useRef<HTMLElement>(null);
  const child = isValidElement<TargetProps>(props.children)
    ? (props.children as ReactElement<TargetProps>)
    : null;
  const ref = useMergedRef(targetRef, child?.props.ref);
  useEffect(() => whenPageSettled(() => void loadTooltip()), []);
  if (!child) return props.children;
  // Mantine's defaults: a hint on hover by a mouse, not on focus or touch unless asked for.
  const onFocus = props.events?.focus === true;
  const onTouch = props.events?.touch === true;
  const target = cloneElement(child, {
    ref,
    onPointerEnter: (event: PointerEvent) => {
      child.props.onPointerEnter?.(event);
      if (event.pointerType !== 'touch' || onTouch) setWanted(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      child.props.onPointerLeave?.(event);
      if (wanted !== null) setWanted(false);
    },
    onFocus: (event: FocusEvent) => {
      child.props.onFocus?.(event);
      if (onFocus) setWanted(true);
    },
    onBlur: (event: FocusEvent) => {
      child.props.onBlur?.(event);
      if (wanted !== null) setWanted(false);
    },
  });
  return (
    <>
      {target}
      {wanted === null ? null : (
        <Suspense fallback={null}>
          <MantineTooltip {...props} target={targetRef} defaultOpened={wanted} />
        </Suspense>
      )}
    </>
  );
}
