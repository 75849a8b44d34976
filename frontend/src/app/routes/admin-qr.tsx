// /admin/qr and /admin/qr/{qrCode}: the counter's scanner, behind the admin guard.
import { useParams } from 'react-router';
import { AdminQrPage } from '../../features/admin-qr/components/admin-qr-page';

export function Component() {
  const { qrCode } = useParams();
  return <AdminQrPage key={qrCode ?? ''} code={qrCode} />;
}
