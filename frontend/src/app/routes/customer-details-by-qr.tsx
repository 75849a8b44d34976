// /customer-details/{qrCode}: the customer's card at the shop (decision 113), behind the sign-in guard.
import { useParams, type Params } from 'react-router';
import { loadQrEncoder } from '../../components/repairs/qr-image';
import { myCustomerRecordQueryOptions } from '../../features/customer-card/api/my-customer-records';
import { CustomerCardFrame, CustomerCardPage } from '../../features/customer-card/components/customer-card-page';
import { queryClient } from '../../lib/query-client';

/**
 * The record is asked for with the page's chunk, beside the guard's user, when the address names it
 * (decisions 204, 224), and the QR encoder with them: the QR code is the page's largest paint (decision 225).
 */
export function prefetch({ qrCode = '' }: Params): void {
  void queryClient.prefetchQuery(myCustomerRecordQueryOptions(qrCode));
  void loadQrEncoder();
}

/** Drawn in the page's HTML and while the guard asks for the user (decisions 204, 225). */
export const Frame = CustomerCardFrame;

export function Component() {
  const { qrCode = '' } = useParams();
  return <CustomerCardPage key={qrCode} qrCode={qrCode} />;
}
