import { useCallback, useContext, useEffect, useId, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';
import { UnsavedChangesContext, type UnsavedChangesBlockerProps } from './unsaved-changes-guard';

/**
 * Asks before a host leaves a page with unsaved changes in any of its forms: another page of the
 * app (the router's blocker, answered by the browser's own confirm dialog, translated) or the tab
 * itself (reload, close, another site: `beforeunload`, where browsers show their own text). A page
 * can hold several forms (a unit's about page has two), and the router takes one blocker, so the
 * forms report to the root's guard (unsaved-changes-guard.tsx), which renders this one blocker for
 * them all. Leaving within the same page (a query string) does not ask.
 */
function UnsavedChangesBlocker({ anyFormUnsaved, hasUnsavedChanges }: UnsavedChangesBlockerProps) {
  const { t } = useTranslation('common');
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      anyFormUnsaved() && currentLocation.pathname !== nextLocation.pathname,
    [anyFormUnsaved],
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
  return null;
}

/** A form says whether it holds unsaved changes; the page's guard asks before they are lost. */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean): void {
  const registry = useContext(UnsavedChangesContext);
  const formId = useId();
  // A layout effect: the guard knows before the page shows the change (an enabled Save button), so a
  // navigation started right after it is still asked about. A passive effect could run after it.
  useLayoutEffect(() => {
    registry?.install(UnsavedChangesBlocker);
    registry?.setUnsaved(formId, hasUnsavedChanges);
  }, [registry, formId, hasUnsavedChanges]);
  useEffect(() => () => registry?.setUnsaved(formId, false), [registry, formId]);
}
