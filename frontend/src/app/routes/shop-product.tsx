// /shop/product/{id}: a data page, rendered with the product in the HTML (decision 020).
import { ProductPage } from '../../features/shop-catalogue/components/product-page';

export function Component() {
  return <ProductPage />;
}
