// /booking2 and /book-repair: older links to the booking page, sent on to /booking.
import { Navigate, useLocation } from 'react-router';
import { publicPaths as paths } from '../../config/public-paths';

export function Component() {
  const { search } = useLocation();
  return <Navigate replace to={`${paths.booking}${search}`} />;
}
