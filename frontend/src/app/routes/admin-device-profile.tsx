// /admin/device-profile/{qrCode}: a device's repairs, warranty and sticker label.
import { useParams } from 'react-router';
import { AdminDeviceProfilePage } from '../../features/admin-devices/components/device-profile-page';

export function Component() {
  const { qrCode = '' } = useParams();
  return <AdminDeviceProfilePage key={qrCode} qrCode={qrCode} />;
}
