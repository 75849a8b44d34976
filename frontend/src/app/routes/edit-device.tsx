// /edit-device/{id}: the customer's device (id is its QR code), behind the sign-in guard.
import { useParams } from 'react-router';
import { EditDevicePage } from '../../features/customer-devices/components/edit-device-page';

export function Component() {
  const { id = '' } = useParams();
  return <EditDevicePage key={id} qrCode={id} />;
}
