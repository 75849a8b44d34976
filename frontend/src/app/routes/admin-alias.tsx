// /admin-dashboard and /admin-dashboard-page: older links to the admin dashboard, sent on to /admin.
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';

export function Component() {
  return <Navigate replace to={paths.admin} />;
}
