// /shop/product/{id}: gallery, price with VAT, stock, compatible models, add to cart, related
// products, and the Product JSON-LD (Offer with price and availability) search engines read.
import { useState } from 'react';
import { Link, generatePath, useLoaderData } from 'react-router';
import { formatPence } from '../../../../../shared/money';
import { CATEGORY_NAMES } from '../../../../../shared/schemas/shop/constants';
import { publicPaths } from '../../../config/public-paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { cn } from '../../../utils/cn';
import { imageUrl, type ProductPageData } from '../catalogue-data';
import { ServiceClosedNotice } from '../../../components/settings/service-closed-notice';
import { AddToCart } from './add-to-cart';
import { ProductCard } from './product-card';
import { StockLabel } from './stock-label';

/** A search result shows about 155 characters of a description. */
function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 155 ? flat : `${flat.slice(0, 154).trimEnd()}…`;
}

export function ProductPage() {
  const { product, related, shopNotice } = useLoaderData() as ProductPageData;
  const [shown, setShown] = useState(0);
  useDocumentTitle(product.name, metaDescription(product.description));
  const image = product.images[shown] ?? product.images[0];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    gtin13: product.barcode,
    image: product.images.map((i) => imageUrl(i.key)),
    offers: {
      '@type': 'Offer',
      price: (product.pricePence / 100).toFixed(2),
      priceCurrency: 'GBP',
      availability: product.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: product.serialised ? 'https://schema.org/RefurbishedCondition' : 'https://schema.org/NewCondition',
    },
  };
  return (
    <article aria-labelledby="product-title" className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to={publicPaths.shop} className="underline">
          Shop
        </Link>
        {' / '}
        <Link to={generatePath(publicPaths.shopCategory, { category: product.category })} className="underline">
          {CATEGORY_NAMES[product.category]}
        </Link>
      </nav>
      <div className="grid gap-8 md:grid-cols-2">
        <div className="grid gap-3">
          {image ? <img src={imageUrl(image.key)} alt={image.alt} width={800} height={800} className="aspect-square w-full rounded-xl object-cover" /> : null}
          {product.images.length > 1 ? (
            <ul className="flex gap-2" aria-label="More pictures">
              {product.images.map((img, index) => (
                <li key={img.key}>
                  <button type="button" onClick={() => setShown(index)} aria-pressed={index === shown} className={cn('overflow-hidden rounded-lg border-2', index === shown ? 'border-primary' : 'border-transparent')}>
                    <img src={imageUrl(img.key)} alt={`Show picture ${index + 1}: ${img.alt}`} width={80} height={80} className="h-20 w-20 object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="grid content-start gap-4">
          <h1 id="product-title" className="text-3xl font-bold tracking-tight">
            {product.name}
          </h1>
          <p>
            <span className="text-3xl font-bold">{formatPence(product.pricePence)}</span>
            {product.compareAtPence ? (
              <span className="ml-3 text-muted line-through">
                <span className="sr-only">was </span>
                {formatPence(product.compareAtPence)}
              </span>
            ) : null}
            <span className="block text-sm text-muted">Including VAT of {formatPence(Math.round(product.pricePence / 6))}</span>
          </p>
          <StockLabel available={product.available} label={product.stockLabel} />
          <p>{product.description}</p>
          {product.compatibleModels.length ? (
            <section aria-labelledby="models-title">
              <h2 id="models-title" className="font-semibold">
                Compatible models
              </h2>
              <ul className="mt-1 flex flex-wrap gap-2">
                {product.compatibleModels.map((model) => (
                  <li key={model} className="rounded-full bg-surface-raised px-3 py-1 text-sm">
                    {model}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <p className="text-sm text-muted">SKU {product.sku}</p>
          {shopNotice ? (
            <ServiceClosedNotice title="The online shop is closed for now" notice={shopNotice} />
          ) : (
            <AddToCart productId={product.id} name={product.name} available={product.available} maxQuantity={product.serialised ? 1 : 10} />
          )}
          <p className="text-sm text-muted">Royal Mail Tracked delivery £3.95, or click and collect free from the shop.</p>
        </div>
      </div>
      {related.length ? (
        <section aria-labelledby="related-title" className="grid gap-4">
          <h2 id="related-title" className="text-xl font-bold">
            Related products
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {related.map((p) => (
              <ProductCard key={p.id} product={p} heading="h3" />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
