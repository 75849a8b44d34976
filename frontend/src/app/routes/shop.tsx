// /shop: a data page, rendered with its products in the HTML (decision 020).
import { CataloguePage } from '../../features/shop-catalogue/components/catalogue-page';

export function Component() {
  return <CataloguePage />;
}
