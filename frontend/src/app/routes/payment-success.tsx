// /payment-success?order={id} (where the payment page returns the customer) and /payment-success-page:
// the order just paid, looked at again until the payment's webhook has marked it Paid. The heading is
// drawn at once; the order view, TanStack Query and the API client load after it (decision 050).
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';
import { PageSection } from '../../components/ui/page-section';
import { useDocumentTitle } from '../../hooks/use-document-title';

const PaidOrderPart = lazyDataPart(async () => (await import('../../features/shop-orders/components/order-page')).PaidOrderPart);

const TITLE = 'Thank you for your order';

export function Component() {
  useDocumentTitle(TITLE);
  return (
    <PageSection title={TITLE}>
      <TwoStepPage loadingLabel="Loading your order">
        <PaidOrderPart />
      </TwoStepPage>
    </PageSection>
  );
}
