// /customer-details/{qrCode}: the customer's card at the shop (decision 113), behind the sign-in guard.
import { useParams, type Params } from 'react-router';
import { myCustomerRecordQueryOptions } from '../../features/customer-card/api/my-customer-records';
import { CustomerCardFrame, CustomerCardPage } from '../../features/customer-card/components/customer-card-page';
import { queryClient } from '../../lib/query-client';

/**
 * The record is asked for with the page's chunk, beside the guard's user, when the address names it
 * (decisions 204, 224). The QR code, the page's largest paint, holds the address's code: the shell's
 * loader has started drawing it before the app (decision 228); this draws it too when that has not
 * (an old shell, a failed import), so the frame shows it at its first render (decision 227).
 */
export function prefetch({ qrCode = '' }: Params): void {
  void queryClient.prefetchQuery(myCustomerRecordQueryOptions(qrCode));
  if (qrCode) void import('../../features/customer-card/card-qr-early').then(({ drawCardQr }) => drawCardQr(qrCode));
}

/** Drawn in the page's HTML and while the guard asks for the user (decisions 204, 225, 227). */
export const Frame = CustomerCardFrame;

export function Component() {
  const { qrCode = '' } = useParams();
  return <CustomerCardPage key={qrCode} qrCode={qrCode} />;
}
