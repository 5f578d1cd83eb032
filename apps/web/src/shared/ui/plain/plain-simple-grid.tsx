import '@mantine/core/styles/SimpleGrid.css';
import type { ReactNode } from 'react';
import classes from './plain-simple-grid.module.css';

interface PlainSimpleGridProps {
  /** Columns by width: one, then three from `sm`; or one, two from `sm`, three from `lg`. */
  columns: '1-3' | '1-2-3';
  children: ReactNode;
}

/**
 * The kit's SimpleGrid (spacing md) as one plain element: the kit's class draws the grid, and the
 * columns per width come from a stylesheet instead of a style element the kit writes at run time.
 */
export function PlainSimpleGrid({ columns, children }: PlainSimpleGridProps) {
  return (
    <div
      className={`m_2415a157 mantine-SimpleGrid-root ${columns === '1-3' ? classes.oneThenThree : classes.oneTwoThree}`}
    >
      {children}
    </div>
  );
}
