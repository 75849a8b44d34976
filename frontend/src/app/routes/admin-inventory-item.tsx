// /admin/inventory/{id}, behind the admin guard.
import { InventoryItemPage } from '../../features/shop-inventory/components/inventory-item-page';

export function Component() {
  return <InventoryItemPage />;
}
