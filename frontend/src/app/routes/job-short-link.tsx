// /qr/{qrCode}, /jobs/{qrCode}, /job-status/{qrCode}: the ticket's short links, answered with the
// canonical tracking page. The edge (and the local server) redirect on a full load; this covers links
// followed inside the app.
import { generatePath, Navigate, useParams } from 'react-router';
import { publicPaths as paths } from '../../config/public-paths';

export function Component() {
  const { qrCode = '' } = useParams();
  return <Navigate replace to={generatePath(paths.jobByQr, { qrCode })} />;
}
