// What the catalogue pages' loaders return (functions/pages/loaders.ts), shared by their components.
import type { CatalogueList, CatalogueProductDetail, CatalogueQuery } from '../../../../shared/schemas/shop/catalogue';

export type CataloguePageData = CatalogueList & { query: CatalogueQuery };
export type ProductPageData = CatalogueProductDetail;

export function imageUrl(key: string): string {
  return `/uploads/${key}`;
}
