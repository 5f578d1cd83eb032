import { lazy, startTransition, useEffect, useState, type ComponentType } from 'react';
import { afterPaint } from '@/shared/ui/after-paint';
import { settledModule } from '@/shared/ui/settled-module';

/**
 * A component from a chunk of its own, for a part of a page its largest paint need not wait for.
 * `useLoaded()` asks for the chunk only once the calling component's first render is on the
 * screen ({@link afterPaint}), and is true once it is in; render `Component` then, and it renders
 * in that same commit. `Component` is a React.lazy handed the loaded module already settled
 * ({@link settledModule}): a lazy component that suspends is revealed no sooner than about 300 ms
 * after its fallback showed.
 * A failed load is thrown in the next render, to the error boundary a lazy component would reach.
 * The part's first render is a transition (rendered in slices).
 */
export function loadAfterPaint<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Component = lazy(() => {
    if (loaded === undefined) return loadOnce().then((component) => ({ default: component }));
    return settledModule(loaded);
  });
  function useLoaded(): boolean {
    const [state, setState] = useState<{ error: unknown } | boolean>(loaded !== undefined);
    useEffect(() => {
      if (loaded !== undefined) return;
      let live = true;
      afterPaint()
        .then(() => (live ? loadOnce() : undefined))
        .then(
          // A transition: React renders the part in slices, yielding to the browser between them,
          // instead of in one task that would hold up a host's tap or keystroke.
          () => live && startTransition(() => setState(true)),
          (error: unknown) => live && setState({ error }),
        );
      return () => {
        live = false;
      };
    }, []);
    if (typeof state === 'object') throw state.error;
    return state;
  }
  return { Component, useLoaded };
}
