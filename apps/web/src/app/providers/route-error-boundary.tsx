import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { FailedToLoadPage } from '@/features/errors/components/failed-to-load-page';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { isApiError } from '@/shared/api/api-error';
import { reportError } from '@/shared/api/report-error';

/**
 * Error element of every page, by status: a loader that found nothing (the API's 404, or a record
 * that is not the one the address names) shows the not-found page under its own title; any other
 * failure (a query error, a page module that failed to load) the failed-to-load page with a reload
 * button. Imported statically: when chunks fail to load, a lazily loaded error page would fail too.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isApiError(error) && error.isNotFound;
  useEffect(() => {
    if (!notFound) reportError(error, { where: 'route' });
  }, [error, notFound]);
  return notFound ? <NotFoundPage /> : <FailedToLoadPage />;
}
