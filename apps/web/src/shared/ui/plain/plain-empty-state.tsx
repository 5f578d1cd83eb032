import '@mantine/core/styles/EmptyState.css';
import type { ReactNode } from 'react';
import { cssVars } from './css-vars';

interface PlainEmptyStateProps {
  icon: ReactNode;
  title: string;
  description: string;
}

/** The kit's EmptyState (size sm, centred, no actions) as plain elements drawn by the kit's stylesheet. */
export function PlainEmptyState({ icon, title, description }: PlainEmptyStateProps) {
  const vars = cssVars({
    '--empty-state-indicator-size': 'var(--empty-state-indicator-size-sm)',
    '--empty-state-gap': 'var(--empty-state-gap-sm)',
    '--empty-state-title-fz': 'var(--empty-state-title-fz-sm)',
    '--empty-state-description-fz': 'var(--empty-state-description-fz-sm)',
  });
  return (
    <div style={vars} className="m_7ffcadab mantine-EmptyState-root" data-size="sm" data-align="center">
      <div className="m_866226e6 mantine-EmptyState-indicator">{icon}</div>
      <div className="m_7ff5666b mantine-EmptyState-body">
        <div className="m_7fb28eaf mantine-EmptyState-title">{title}</div>
        <p className="m_5f111313 mantine-EmptyState-description">{description}</p>
      </div>
    </div>
  );
}
