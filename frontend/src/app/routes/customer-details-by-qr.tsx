// /customer-details/{qrCode}: the customer's card at the shop (decision 113), behind the sign-in guard.
import { useParams } from 'react-router';
import { CustomerCardPage } from '../../features/customer-card/components/customer-card-page';

export function Component() {
  const { qrCode = '' } = useParams();
  return <CustomerCardPage key={qrCode} qrCode={qrCode} />;
}
