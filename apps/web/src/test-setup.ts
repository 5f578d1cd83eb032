// jsdom lacks a few browser APIs Mantine reads when it renders; tests get inert stand-ins.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}

// Mantine scrolls elements into view in a few components; jsdom has no layout.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// A rendered page asks for code after it settles (a dropdown, the toast host). A file whose last
// test ends while that import is still loading tore its environment down under it, and the late
// import failed the run as an unhandled error; each test now waits for its imports to land.
afterEach(async () => {
  cleanup();
  await vi.dynamicImportSettled();
});

// findBy… and waitFor give up after 1 s by default; the first import of a lazily loaded dialog can
// take longer while two test workers share two busy cores. A longer wait changes no assertion, only
// how long a failing one keeps trying.
configure({ asyncUtilTimeout: 5_000 });
