// /dashboard-page: an older link to the customer's dashboard, sent on to /dashboard.
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';

export function Component() {
  const { search } = useLocation();
  return <Navigate replace to={`${paths.dashboard}${search}`} />;
}
