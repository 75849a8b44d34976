// /payment-success?order={id} (where the payment page returns the customer) and /payment-success-page:
// the order just paid, looked at again until the payment's webhook has marked it Paid. The heading is
// drawn at once; the order view, TanStack Query and the API client load after it (decision 050).
import type { ReactNode } from 'react';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';
import { PageSection } from '../../components/ui/page-section';
import { PageSpinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../hooks/use-document-title';

const PaidOrderPart = lazyDataPart(async () => (await import('../../features/shop-orders/components/order-page')).PaidOrderPart);

const TITLE = 'Thank you for your order';
const LOADING_LABEL = 'Loading your order';

function PaymentSuccessLayout({ children }: { children: ReactNode }) {
  useDocumentTitle(TITLE);
  return <PageSection title={TITLE}>{children}</PageSection>;
}

/**
 * /payment-success-page's frame, in its HTML and under the guard while it asks who is signed in
 * (decisions 204, 223): the page as it draws before the order part has loaded, which is also what
 * the public /payment-success has in its prerendered HTML.
 */
export function Frame() {
  return (
    <PaymentSuccessLayout>
      <PageSpinner label={LOADING_LABEL} />
    </PaymentSuccessLayout>
  );
}

export function Component() {
  return (
    <PaymentSuccessLayout>
      <TwoStepPage loadingLabel={LOADING_LABEL}>
        <PaidOrderPart />
      </TwoStepPage>
    </PaymentSuccessLayout>
  );
}
