import { useEffect } from 'react';

/**
 * `/silent-callback` inside the app. The iframe normally loads `silent-callback.html` (or main.tsx
 * short-circuits this path before start-up); this route only answers if the app got here anyway.
 */
export function Component() {
  useEffect(() => {
    void import('@/silent-callback');
  }, []);
  return null;
}
