import '@mantine/core/styles/Avatar.css';
import { useState } from 'react';
import { useVariantColors } from './kit-colors';
import { cssVars } from './css-vars';

interface PlainAvatarProps {
  src: string | null;
  alt: string;
  /** Size in px. */
  size: number;
  radius: 'xl';
  color: string;
  /** Shown when there is no image or it fails to load (the host's initials). */
  children: string;
}

/**
 * The kit's Avatar (light variant) as plain elements drawn by the kit's stylesheet: the image, or
 * the initials when there is none or it fails to load.
 */
export function PlainAvatar({ src, alt, size, radius, color, children }: PlainAvatarProps) {
  const colors = useVariantColors('light', color);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const vars = cssVars({
    '--avatar-size': `calc(${size / 16}rem * var(--mantine-scale))`,
    '--avatar-radius': `var(--mantine-radius-${radius})`,
    '--avatar-bg': colors.background,
    '--avatar-color': colors.color,
    '--avatar-bd': colors.border,
  });
  return (
    <div style={vars} className="m_f85678b6 mantine-Avatar-root">
      {src && failedSrc !== src ? (
        <img
          className="m_11f8ac07 mantine-Avatar-image"
          alt={alt}
          src={src}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span className="m_104cd71f mantine-Avatar-placeholder" title={alt}>
          {children}
        </span>
      )}
    </div>
  );
}
