// What a data page shows when its content is not there (HTTP 404 kept; issue 32): a product taken off
// the shop, a category, service or guide that does not exist. It says so in the spec's words and
// points to the nearest page that is there: the product's category, the shop and its filters, the
// services or the guides. Loaded only when such a page is drawn (components/errors/route-error.tsx).
import { generatePath, Link, matchPath, useLocation } from 'react-router';
import { CATEGORY_NAMES, PRODUCT_CATEGORIES, type ProductCategory } from '../../../../shared/schemas/shop/constants';
import { publicPaths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { buttonClasses } from '../ui/button';

interface Way {
  label: string;
  to: string;
}

interface Gone {
  title: string;
  text: string;
  ways: Way[];
}

/** The spec's not-found words: the heading of any other 404, and above each page's own heading. */
const NOT_FOUND = '404 Page Not Found';

const categoryWay = (category: ProductCategory): Way => ({ label: CATEGORY_NAMES[category], to: generatePath(publicPaths.shopCategory, { category }) });
const shopWay: Way = { label: 'Search the shop', to: publicPaths.shop };

function isCategory(value: unknown): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly unknown[]).includes(value);
}

/** What to say for this path; `hint` is what the server knew (a product's category). */
export function goneFor(pathname: string, hint: unknown): Gone {
  if (matchPath(publicPaths.shopProduct, pathname)) {
    const category = (hint as { category?: unknown } | null)?.category;
    return isCategory(category)
      ? {
          title: 'This product is no longer available',
          text: `It has been taken off the shop. Have a look at the other ${CATEGORY_NAMES[category].toLowerCase()}, or search the shop by the model it should fit.`,
          ways: [{ ...categoryWay(category), label: `More ${CATEGORY_NAMES[category].toLowerCase()}` }, shopWay],
        }
      : {
          title: 'This product is no longer available',
          text: 'We could not find it in the shop. Search the shop by the model it should fit, or browse a category.',
          ways: [shopWay],
        };
  }
  if (matchPath(publicPaths.shopCategory, pathname)) {
    return {
      title: 'This shop category does not exist',
      text: 'The link may be mistyped. These are the categories of the shop:',
      ways: [{ label: 'All products', to: publicPaths.shop }, ...PRODUCT_CATEGORIES.map(categoryWay)],
    };
  }
  if (matchPath(publicPaths.serviceDetail, pathname)) {
    return {
      title: 'This service is no longer listed',
      text: 'We may have renamed it or folded it into another repair. Every repair we do, with its price, is on these pages:',
      ways: [
        { label: 'All repair services', to: publicPaths.services },
        { label: 'Prices', to: publicPaths.pricing },
      ],
    };
  }
  if (matchPath(publicPaths.guideDetail, pathname)) {
    return {
      title: 'This guide is no longer available',
      text: 'It may have been replaced by a newer guide. Every guide we publish is listed here:',
      ways: [{ label: 'All guides', to: publicPaths.guides }],
    };
  }
  return { title: NOT_FOUND, text: 'The page you were looking for does not exist or has moved.', ways: [{ label: 'Back to home', to: publicPaths.home }] };
}

export default function PageGone({ hint }: { hint: unknown }) {
  const { pathname } = useLocation();
  const gone = goneFor(pathname, hint);
  useDocumentTitle(gone.title);
  return (
    <section aria-labelledby="page-gone-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      {gone.title === NOT_FOUND ? null : <p className="text-sm font-semibold tracking-wide text-primary uppercase">{NOT_FOUND}</p>}
      <h1 id="page-gone-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
        {gone.title}
      </h1>
      <p className="mt-4 text-muted">{gone.text}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {gone.ways.map((way, index) => (
          <li key={way.to}>
            <Link to={way.to} className={buttonClasses(index === 0 ? 'primary' : 'outline', 'md')}>
              {way.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
