// The shop's plain values (categories and their names, catalogue sorts, the most of one line in a
// cart), kept apart from the zod schemas so the public shop pages can show them without loading zod
// or the order schemas in their first load (docs/decisions/004-first-load-budget.md).
export const PRODUCT_CATEGORIES = [
  'cases',
  'screen-protectors',
  'chargers-and-cables',
  'audio',
  'parts',
  'refurbished-phones',
  'consoles-and-games',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const CATEGORY_NAMES: Record<ProductCategory, string> = {
  cases: 'Cases',
  'screen-protectors': 'Screen protectors',
  'chargers-and-cables': 'Chargers and cables',
  audio: 'Audio',
  parts: 'Parts',
  'refurbished-phones': 'Refurbished phones',
  'consoles-and-games': 'Consoles and games',
};

export const CATALOGUE_SORTS = ['featured', 'price-asc', 'price-desc', 'name'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const MAX_LINE_QUANTITY = 10;
