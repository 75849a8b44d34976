// The public catalogue: published products only, filtered and sorted in memory after the one
// Query of the catalogue partition (decision 130); a product page with its related products.
import { stockLabel, type CatalogueList, type CatalogueProduct, type CatalogueProductDetail, type CatalogueQuery } from '../../shared/schemas/shop/catalogue';
import type { ProductCategory } from '../../shared/schemas/shop/constants';
import type { Product } from '../../shared/schemas/shop/product';
import { getProduct, listProducts } from '../data/products';
import { NotFoundError } from '../lib/http-errors';

export function toCatalogueProduct(product: Product): CatalogueProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    category: product.category,
    description: product.description,
    images: product.images,
    pricePence: product.pricePence,
    compareAtPence: product.compareAtPence,
    sku: product.sku,
    barcode: product.barcode,
    compatibleModels: product.compatibleModels,
    serialised: product.serialised,
    available: Math.max(0, product.available),
    stockLabel: stockLabel(product.available),
  };
}

const SORTS = {
  featured: (a: Product, b: Product) => Number(b.available > 0) - Number(a.available > 0) || a.name.localeCompare(b.name, 'en-GB'),
  'price-asc': (a: Product, b: Product) => a.pricePence - b.pricePence,
  'price-desc': (a: Product, b: Product) => b.pricePence - a.pricePence,
  name: (a: Product, b: Product) => a.name.localeCompare(b.name, 'en-GB'),
};

export async function browseCatalogue(query: CatalogueQuery): Promise<CatalogueList> {
  const inCategory = (await listProducts()).filter((p) => p.published && (!query.category || p.category === query.category));
  const model = query.model?.toLowerCase();
  const products = inCategory
    .filter((p) => !model || p.compatibleModels.some((m) => m.toLowerCase() === model))
    .filter((p) => query.minPence === undefined || p.pricePence >= query.minPence)
    .filter((p) => query.maxPence === undefined || p.pricePence <= query.maxPence)
    .filter((p) => query.inStock !== 'true' || p.available > 0)
    .sort(SORTS[query.sort ?? 'featured']);
  const models = [...new Set(inCategory.flatMap((p) => p.compatibleModels))].sort((a, b) => a.localeCompare(b, 'en-GB'));
  return { products: products.map(toCatalogueProduct), models };
}

/**
 * The category of a product taken off the shop (unpublished), for the page that says it is no longer
 * available and points to its kind (issue 32); undefined when no product has this id.
 */
export async function unlistedProductCategory(productId: string): Promise<ProductCategory | undefined> {
  return (await getProduct(productId))?.category;
}

/** A published product and up to 4 related ones: same category, sharing a compatible model first. */
export async function catalogueProduct(productId: string): Promise<CatalogueProductDetail> {
  const product = await getProduct(productId);
  if (!product || !product.published) throw new NotFoundError('Product not found');
  const shared = (p: Product) => p.compatibleModels.filter((m) => product.compatibleModels.includes(m)).length;
  const related = (await listProducts())
    .filter((p) => p.published && p.id !== product.id && (p.category === product.category || shared(p) > 0))
    .sort((a, b) => shared(b) - shared(a) || Number(b.category === product.category) - Number(a.category === product.category) || a.name.localeCompare(b.name, 'en-GB'))
    .slice(0, 4);
  return { product: toCatalogueProduct(product), related: related.map(toCatalogueProduct) };
}
