// The spec's older admin paths (/admin2, /admin-job-detail-page...): each opens its canonical page.
import { Navigate, useLocation } from 'react-router';
import { aliasTarget } from '../../config/path-aliases';

export function Component() {
  const { pathname, search } = useLocation();
  return <Navigate replace to={aliasTarget(pathname, search)} />;
}
