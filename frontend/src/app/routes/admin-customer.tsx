// /admin/customers/{qrCode}: one customer record with its jobs and devices, and its store credit (the gift cards feature's, decision 341).
import { useParams } from 'react-router';
import { CustomerStoreCredit } from '../../features/admin-gift-cards/components/customer-store-credit';
import { CustomerPage } from '../../features/admin-customers/components/customer-page';

export function Component() {
  const { qrCode = '' } = useParams();
  return <CustomerPage key={qrCode} qrCode={qrCode} storeCredit={<CustomerStoreCredit qrCode={qrCode} />} />;
}
