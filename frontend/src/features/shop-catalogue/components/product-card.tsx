// A product in a list: image, name, price (with the compare-at price struck through) and stock.
import { Link, generatePath } from 'react-router';
import { formatPence } from '../../../../../shared/money';
import type { CatalogueProduct } from '../../../../../shared/schemas/shop/catalogue';
import { publicPaths } from '../../../config/public-paths';
import { imageUrl } from '../catalogue-data';
import { StockLabel } from './stock-label';

/**
 * `heading` is the name's level: h2 right under the page's h1 (the catalogue), h3 under a section's h2.
 * `firstRow`: the card is in the list's first row, on the first screen, where its image is often the
 * page's largest paint: fetched at once rather than lazily once laid out (Lighthouse's
 * lcp-lazy-loaded; /shop's LCP was 1.0-1.3 s from run to run against 1.2 s).
 */
export function ProductCard({ product, heading: Heading, firstRow = false }: { product: CatalogueProduct; heading: 'h2' | 'h3'; firstRow?: boolean }) {
  const image = product.images[0];
  return (
    <li className="overflow-hidden rounded-xl border border-border bg-surface">
      <Link to={generatePath(publicPaths.shopProduct, { id: product.id })} className="block focus-visible:outline-2 focus-visible:outline-primary">
        {image ? <img src={imageUrl(image.key)} alt="" width={400} height={400} loading={firstRow ? 'eager' : 'lazy'} fetchPriority={firstRow ? 'high' : 'auto'} className="aspect-square w-full object-cover" /> : null}
        <div className="grid gap-1 p-4">
          <Heading className="font-semibold">{product.name}</Heading>
          <p>
            <span className="text-lg font-bold">{formatPence(product.pricePence)}</span>
            {product.compareAtPence ? (
              <span className="ml-2 text-sm text-muted line-through">
                <span className="sr-only">was </span>
                {formatPence(product.compareAtPence)}
              </span>
            ) : null}
          </p>
          <StockLabel available={product.available} label={product.stockLabel} />
        </div>
      </Link>
    </li>
  );
}
