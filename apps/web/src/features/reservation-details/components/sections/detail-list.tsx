import type { ReactNode } from 'react';
import classes from './detail-list.module.css';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Labelled facts of a section as a description list, so a screen reader pairs each label with its value. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className={classes.list}>
      {items.map((item) => (
        <div key={item.label} className={classes.row}>
          <dt className={classes.label}>{item.label}</dt>
          <dd className={classes.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
