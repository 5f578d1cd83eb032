import '@mantine/core/styles/Skeleton.css';
import { cssVars } from './css-vars';
interface PlainSkeletonProps {
  /** Height in px, as the kit's `height`. */
  height: number;
  radius: 'md' | 'lg';
}

/** The kit's Skeleton (visible, animated) as one plain element drawn by the kit's stylesheet. */
export function PlainSkeleton({ height, radius }: PlainSkeletonProps) {
  const vars = cssVars({
    '--skeleton-height': `calc(${height / 16}rem * var(--mantine-scale))`,
    '--skeleton-radius': `var(--mantine-radius-${radius})`,
  });
  return (
    <div style={vars} className="m_18320242 mantine-Skeleton-root" data-visible="true" data-animate="true" />
  );
}
