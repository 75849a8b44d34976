// What the catalogue pages' loaders return (functions/pages/loaders.ts), shared by their components.
import type { CatalogueList, CatalogueProductDetail, CatalogueQuery } from '../../../../shared/schemas/shop/catalogue';

/** Present while staff have switched the online shop off: their notice to visitors. */
interface ShopClosed {
  shopNotice?: string;
}

export type CataloguePageData = CatalogueList & { query: CatalogueQuery } & ShopClosed;
export type ProductPageData = CatalogueProductDetail & ShopClosed;

export function imageUrl(key: string): string {
  return `/uploads/${key}`;
}
