// The routes' errorElement: a render or lazy-load failure inside the page area, header kept.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback, reloadPage } from './error-fallback';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed to render', error);
  }, [error]);
  return <ErrorFallback onRetry={reloadPage} />;
}
