// /payment-success?order={id} (where the payment page returns the customer) and /payment-success-page:
// the order just paid, looked at again until the payment's webhook has marked it Paid. The page
// loads in two steps (decision 050): the order view, TanStack Query and the API client come after.
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const OrderPage = lazyDataPart(async () => (await import('../../features/shop-orders/components/order-page')).OrderPage);

export function Component() {
  return (
    <TwoStepPage loadingLabel="Loading your order">
      <OrderPage afterPayment />
    </TwoStepPage>
  );
}
