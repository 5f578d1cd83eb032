import '@mantine/core/styles/Progress.css';
import { useMantineTheme } from '@mantine/core';
import { cssVars } from './css-vars';

interface PlainProgressProps {
  /** Percent done, 0–100. */
  value: number;
  size: 'sm' | 'md';
  radius: 'md' | 'xl';
  'aria-label': string;
}

/**
 * The kit's Progress (one section in the theme's primary colour) as plain elements drawn by the
 * kit's stylesheet, with the same progressbar role and values for assistive technology.
 */
export function PlainProgress({ value, size, radius, 'aria-label': label }: PlainProgressProps) {
  const theme = useMantineTheme();
  const rootVars = cssVars({
    '--progress-size': `var(--progress-size-${size})`,
    '--progress-radius': `var(--mantine-radius-${radius})`,
  });
  const sectionVars = cssVars({
    '--progress-section-size': `${value}%`,
    '--progress-section-color': `var(--mantine-color-${theme.primaryColor}-filled)`,
  });
  return (
    <div style={rootVars} className="m_db6d6462 mantine-Progress-root" data-size={size}>
      <div
        style={sectionVars}
        className="m_2242eb65 mantine-Progress-section"
        aria-label={label}
        role="progressbar"
        aria-valuemax={100}
        aria-valuemin={0}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      />
    </div>
  );
}
