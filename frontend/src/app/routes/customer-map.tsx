// /customer-map (signed-in): directions from the customer's address to the shop, behind the sign-in guard.
import { CustomerMapPage } from '../../features/customer-site/components/customer-map-page';

export function Component() {
  return <CustomerMapPage />;
}
