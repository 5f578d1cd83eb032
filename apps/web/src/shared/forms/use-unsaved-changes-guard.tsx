import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useBlocker, type BlockerFunction } from 'react-router';

type SetUnsaved = (formId: string, unsaved: boolean) => void;

const UnsavedChangesContext = createContext<SetUnsaved | null>(null);

/**
 * Asks before a host leaves a page with unsaved changes in any of its forms: another page of the
 * app (the router's blocker, answered by the browser's own confirm dialog, translated) or the tab
 * itself (reload, close, another site: `beforeunload`, where browsers show their own text). A page
 * can hold several forms (a unit's about page has two), and the router takes one blocker, so the
 * forms report here and this one component guards them all. Leaving within the same page (a query
 * string) does not ask.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  // Read when a navigation starts, which may come before the next render: a ref, not only state.
  const unsavedForms = useRef(new Set<string>());
  const [hasUnsavedChanges, setHasUnsavedChanges] = useState(false);
  const setUnsaved = useCallback<SetUnsaved>((formId, unsaved) => {
    if (unsaved) unsavedForms.current.add(formId);
    else unsavedForms.current.delete(formId);
    setHasUnsavedChanges(unsavedForms.current.size > 0);
  }, []);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsavedForms.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('unsavedChanges.confirmLeave'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [hasUnsavedChanges]);
  return <UnsavedChangesContext.Provider value={setUnsaved}>{children}</UnsavedChangesContext.Provider>;
}

/** A form says whether it holds unsaved changes; the page's guard asks before they are lost. */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean): void {
  const setUnsaved = useContext(UnsavedChangesContext);
  const formId = useId();
  // A layout effect: the guard knows before the page shows the change (an enabled Save button), so a
  // navigation started right after it is still asked about. A passive effect could run after it.
  useLayoutEffect(() => {
    setUnsaved?.(formId, hasUnsavedChanges);
  }, [setUnsaved, formId, hasUnsavedChanges]);
  useEffect(() => () => setUnsaved?.(formId, false), [setUnsaved, formId]);
}
