// /shop and /shop/category/{category}: the category links, filters (compatible model, price range,
// in stock) and sort as a GET form (works before scripts load), and the products.
import type { FormEvent } from 'react';
import { Link, generatePath, useLoaderData, useNavigate } from 'react-router';
import { CATALOGUE_SORTS, CATEGORY_NAMES, PRODUCT_CATEGORIES, type ProductCategory } from '../../../../../shared/schemas/shop/constants';
import { ServiceClosedNotice } from '../../../components/settings/service-closed-notice';
import { buttonClasses } from '../../../components/ui/button';
import { publicPaths } from '../../../config/public-paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { cn } from '../../../utils/cn';
import type { CataloguePageData } from '../catalogue-data';
import { ProductCard } from './product-card';

const SORT_NAMES: Record<(typeof CATALOGUE_SORTS)[number], string> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name',
};

const fieldClass = 'h-11 rounded-lg border border-border-strong bg-surface px-3 text-foreground';

/**
 * Once the app runs, the filters become this page's query by client-side navigation, as react-router's
 * <Form method="get"> would do; a plain form keeps that component's code out of every page's first
 * load (docs/decisions/027-first-load-at-110-kb.md).
 */
function useApplyFilters(): (event: FormEvent<HTMLFormElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') query.append(name, value);
    navigate({ search: `?${query}` });
  };
}

export function CataloguePage() {
  const data = useLoaderData() as CataloguePageData;
  const category = data.query.category as ProductCategory | undefined;
  const title = category ? CATEGORY_NAMES[category] : 'Shop';
  useDocumentTitle(title, `${title} from the Device DRS shop in Belfast: delivered by Royal Mail tracked or collected free from the shop.`);
  const pounds = (pence: number | undefined) => (pence === undefined ? '' : String(pence / 100));
  const applyFilters = useApplyFilters();
  return (
    <section aria-labelledby="shop-title" className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 id="shop-title" className="text-3xl font-bold tracking-tight">
          {title}
        </h1>
        <p className="mt-2 text-muted">
          Accessories, parts and refurbished devices, for delivery or click and collect in Belfast. Or give a{' '}
          <Link to={publicPaths.giftCards} className="underline">
            gift card
          </Link>
          .
        </p>
      </header>
      {data.shopNotice ? <ServiceClosedNotice title="The online shop is closed for now" notice={data.shopNotice} /> : null}
      <nav aria-label="Shop categories">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to={publicPaths.shop} aria-current={category ? undefined : 'page'} className={buttonClasses(category ? 'outline' : 'primary', 'sm')}>
              All products
            </Link>
          </li>
          {PRODUCT_CATEGORIES.map((c) => (
            <li key={c}>
              <Link to={generatePath(publicPaths.shopCategory, { category: c })} aria-current={c === category ? 'page' : undefined} className={buttonClasses(c === category ? 'primary' : 'outline', 'sm')}>
                {CATEGORY_NAMES[c]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" onSubmit={applyFilters} className="flex flex-wrap items-end gap-3" aria-label="Filter and sort">
        <label className="grid gap-1 text-sm">
          Compatible with
          <select name="model" defaultValue={data.query.model ?? ''} className={fieldClass}>
            <option value="">Any model</option>
            {data.models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </select>
        </label>
        <PriceField name="minPence" label="Min price (£)" value={pounds(data.query.minPence)} />
        <PriceField name="maxPence" label="Max price (£)" value={pounds(data.query.maxPence)} />
        <label className="flex h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="inStock" value="true" defaultChecked={data.query.inStock === 'true'} className="h-5 w-5" />
          In stock only
        </label>
        <label className="grid gap-1 text-sm">
          Sort by
          <select name="sort" defaultValue={data.query.sort ?? 'featured'} className={fieldClass}>
            {CATALOGUE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_NAMES[sort]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClasses('primary')}>
          Apply
        </button>
      </form>
      <p className="text-sm text-muted" aria-live="polite">
        {data.products.length === 1 ? '1 product' : `${data.products.length} products`}
      </p>
      {data.products.length ? (
        <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4')}>
          {data.products.map((product, index) => (
            // The first row: one card on a phone, four on a wide screen.
            <ProductCard key={product.id} product={product} heading="h2" firstRow={index < 4} />
          ))}
        </ul>
      ) : (
        <p className="text-muted">No products match these filters.</p>
      )}
    </section>
  );
}

/** Price filters are typed in pounds; the form sends pence (the hidden field the loader reads). */
function PriceField({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <label className="grid gap-1 text-sm">
      {label}
      <input
        type="number"
        min="0"
        step="1"
        inputMode="numeric"
        defaultValue={value}
        className={cn(fieldClass, 'w-32')}
        onChange={(event) => {
          const hidden = event.currentTarget.form?.elements.namedItem(name) as HTMLInputElement | null;
          if (hidden) hidden.value = event.currentTarget.value ? String(Math.round(Number(event.currentTarget.value) * 100)) : '';
        }}
      />
      <input type="hidden" name={name} defaultValue={value ? String(Number(value) * 100) : ''} />
    </label>
  );
}
