// /admin/inventory, behind the admin guard.
import { InventoryPage } from '../../features/shop-inventory/components/inventory-page';

export function Component() {
  return <InventoryPage />;
}
