// /admin/till-system: the older name of the till, sent on to /admin/till.
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';

export function Component() {
  return <Navigate replace to={paths.adminTill} />;
}
