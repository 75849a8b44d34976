// The routes' errorElement: a render or lazy-load failure inside the page area, header kept. Content
// that is not there (a data page's 404: a deleted product, a mistyped link) is no failure: it shows
// the page that says so, loaded only then (issue 32).
import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback, reloadPage } from './error-fallback';

const PageGone = lazy(() => import('./page-gone'));

export function RouteError() {
  const error = useRouteError();
  const gone = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!gone) console.error('Route failed to render', error);
  }, [error, gone]);
  return gone ? (
    <Suspense>
      <PageGone hint={error.data} />
    </Suspense>
  ) : (
    <ErrorFallback onRetry={reloadPage} />
  );
}
