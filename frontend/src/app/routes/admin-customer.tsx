// /admin/customers/{qrCode}: one customer record with its jobs and devices.
import { useParams } from 'react-router';
import { CustomerPage } from '../../features/admin-customers/components/customer-page';

export function Component() {
  const { qrCode = '' } = useParams();
  return <CustomerPage key={qrCode} qrCode={qrCode} />;
}
