import { createContext, useContext, useEffect } from 'react';

/**
 * A page that shows something other than what its route stands for (the not-found page under a
 * property's address) names itself here; the document title follows it instead of the route's.
 */
export const PageTitleOverrideContext = createContext<(titleKey: string | null) => void>(() => undefined);

/** Makes `titleKey` (e.g. `common:titles.notFound`) the page title while the caller is shown. */
export function usePageTitleOverride(titleKey: string): void {
  const setOverride = useContext(PageTitleOverrideContext);
  useEffect(() => {
    setOverride(titleKey);
    return () => setOverride(null);
  }, [setOverride, titleKey]);
}
