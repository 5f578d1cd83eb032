import type { CSSProperties } from 'react';
import { useFirstPaintDone } from './after-paint';

interface PhotoAfterPaintProps {
  src: string;
  alt: string;
  /** Must give the photo its size: the box that holds its place until then has the same. */
  className?: string;
  style?: CSSProperties;
}

/**
 * A small photo beside a page's text, asked for once the page's first paint is on the screen: the
 * text, what the host reads first, does not share the connection or the frame with the photos.
 * Until then an empty box of the same class and style holds its place, so nothing moves.
 */
export function PhotoAfterPaint({ src, alt, className, style }: PhotoAfterPaintProps) {
  const painted = useFirstPaintDone();
  if (!painted) return <span className={className} style={style} aria-hidden="true" />;
  return <img src={src} alt={alt} className={className} style={style} loading="lazy" decoding="async" />;
}
