import { useEffect, useState, type CSSProperties } from 'react';

// How long to wait for the browser to report a largest paint, for a render that is not the page's
// largest, or in a browser that does not report it. A few frames beyond the report's usual lag.
const LONGEST_WAIT_MS = 300;

const reportsLargestPaint = () =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');

/** The browser stops reporting largest paints at the host's first click or key press. */
const hostHasInteracted = () => performance.getEntriesByType('first-input').length > 0;

/** Two animation frames, then a task: the frame drawn, and the next one begun. */
const nextFrames = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });

/**
 * Resolves once what the page has rendered so far is on the screen, for work the page's largest
 * paint should not wait for. The browser times that paint when the screen shows it, which can be a
 * few frames after the frame it was drawn in, and reports it then: so while the page is loading
 * this waits for a largest paint reported after the call, or at most {@link LONGEST_WAIT_MS}. Once
 * the host has clicked or typed there is no largest paint left to wait for, only the frames.
 */
export function afterPaint(): Promise<void> {
  if (!reportsLargestPaint() || hostHasInteracted()) return nextFrames();
  const asked = performance.now();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= asked)) done();
    });
    const timer = setTimeout(() => done(), LONGEST_WAIT_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint' });
  });
}

let firstPaint: Promise<void> | null = null;
let firstPaintDone = false;

/**
 * {@link afterPaint} for the first page a tab shows, asked once: every caller waits for that same
 * paint, and callers after it go at once. For calls that only fill in details around the page (the
 * shell's badge counts), so they neither delay the page's paint nor finish before it and make its
 * frame wait for their renders. Waiting inside a query function, not in `enabled`, costs the
 * query's readers no extra render.
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= afterPaint().then(() => {
    firstPaintDone = true;
  });
  return firstPaint;
}

/** False until {@link afterFirstPaint} has resolved, then true (at once for components mounted later). */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(firstPaintDone);
  useEffect(() => {
    if (done) return;
    let live = true;
    void afterFirstPaint().then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}

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
