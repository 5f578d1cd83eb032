import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { FailedToLoadPage } from '@/features/errors/components/failed-to-load-page';
import { reportError } from '@/shared/api/report-error';

/**
 * Error element of every page (spec §8): a loader's query error or a page module that failed to
 * load shows the failed-to-load page with a reload button. Imported statically: when chunks fail
 * to load, a lazily loaded error page would fail too.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => reportError(error, { where: 'route' }), [error]);
  return <FailedToLoadPage />;
}
