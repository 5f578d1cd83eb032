// How long to wait for the browser to report a largest paint, for a render that is not the page's
// largest (or a browser that does not report it, or a page the host has already used: the report
// stops at the first input). A few frames beyond the report's usual lag.
const LONGEST_WAIT_MS = 300;

const reportsLargestPaint = () =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');

/**
 * Resolves once what the page has rendered so far is on the screen, for work the page's largest
 * paint should not wait for. The browser times that paint when the screen shows it, which can be a
 * few frames after the frame it was drawn in, and reports it then: so this waits for a largest
 * paint reported after the call, or at most {@link LONGEST_WAIT_MS}.
 */
export function afterPaint(): Promise<void> {
  const asked = performance.now();
  return new Promise((resolve) => {
    const observer = reportsLargestPaint()
      ? new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => entry.startTime >= asked)) done();
        })
      : undefined;
    const timer = setTimeout(() => done(), LONGEST_WAIT_MS);
    function done() {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer?.observe({ type: 'largest-contentful-paint' });
  });
}
