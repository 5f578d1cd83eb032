import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before a host leaves a form with unsaved changes: another page of the app (the router's
 * blocker, answered by the browser's own confirm dialog, translated) or the tab itself (reload,
 * close, another site: `beforeunload`, where browsers show their own text). Leaving within the
 * same page (a query string) does not ask.
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean): void {
  const { t } = useTranslation('common');
  // The router takes the latest function on every render, so it sees the current answer.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );
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
}
