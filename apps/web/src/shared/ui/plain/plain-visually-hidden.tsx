import '@mantine/core/styles/VisuallyHidden.css';
import type { ReactNode } from 'react';

/** The kit's VisuallyHidden: read by screen readers, not drawn. */
export function PlainVisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="m_515a97f8 mantine-VisuallyHidden-root">{children}</span>;
}
