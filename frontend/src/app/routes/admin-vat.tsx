// /admin/reports/vat: the VAT return and the margin scheme stock book, behind the admin guard.
import { VatPage } from '../../features/profit-loss/components/vat-page';

export function Component() {
  return <VatPage />;
}
