// /customer-map (signed-in customers): how to get to the shop from the address on their account, as
// directions links for the map apps they already have (decision 196), with today's hours.
import ExternalLink from 'lucide-react/icons/external-link';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SiteStatus } from '../../../../../shared/schemas/site-status';
import { QueryContent, type QueryState } from '../../../components/ui/query-content';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { siteStatusQueryOptions } from '../../../lib/site-status-query';
import { directionsLinks } from '../utils/directions';

const LOADING_LABEL = 'Loading the directions';

function CustomerMapLayout({ children }: { children: ReactNode }) {
  useDocumentTitle('Find the shop');
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Find the shop</h1>
        {/* The largest text of the first screen, larger than the directions line drawn from the
            person's address, so the page's largest paint is in its frame (decision 222). */}
        <p className="mt-2 text-lg text-muted">
          Directions open in your map app. Choose the app you use, and it plans the way to the shop from the address on your account, or from where you are.
        </p>
      </header>
      {children}
    </div>
  );
}

/**
 * The page before the user and the shop's address are known: exactly what the page draws while they
 * load. In the page's HTML and under the guard while it asks who is signed in, so the heading paints
 * at once and nothing moves when the page takes its place (decisions 204, 222).
 */
export function CustomerMapFrame() {
  return (
    <CustomerMapLayout>
      <PageSpinner label={LOADING_LABEL} />
    </CustomerMapLayout>
  );
}

export function CustomerMapPage() {
  const auth = useAuth();
  const status = useQuery(siteStatusQueryOptions());
  const from = auth.user?.address;
  // The directions start from the person's address, so they wait for the user as well as the shop.
  const directions: QueryState<SiteStatus> = auth.status === 'loading' ? { isPending: true, isError: false, error: null, data: undefined } : status;
  return (
    <CustomerMapLayout>
      <QueryContent query={directions} loadingLabel={LOADING_LABEL} failedTitle="Could not load the shop's address">
        {(data) => (
          <>
            <section aria-labelledby="shop-title" className="grid gap-2 rounded-2xl border border-border bg-surface p-5">
              <h2 id="shop-title" className="text-xl font-semibold">
                {data.shop.name}
              </h2>
              <p data-testid="shop-address">{data.shop.address}</p>
              <p className="text-sm text-muted">
                {data.today.status}. Phone <a href={`tel:${data.shop.phone.replace(/\s+/g, '')}`} className="underline">{data.shop.phone}</a>.
              </p>
            </section>
            <section aria-labelledby="directions-title" className="grid gap-3">
              <h2 id="directions-title" className="text-xl font-semibold">
                Directions
              </h2>
              <p className="text-sm text-muted" data-testid="directions-from">
                {from ? `From your address on file: ${from}.` : 'You have no address on file, so the map app starts from where you are.'}{' '}
                <Link to={paths.profile} className="text-primary underline">
                  {from ? 'Change your address' : 'Add your address'}
                </Link>
              </p>
              <ul className="grid gap-2">
                {directionsLinks(data.shop.address, from).map((link) => (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 text-primary underline">
                      {link.label}
                      <ExternalLink className="h-4 w-4" aria-hidden="true" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </QueryContent>
    </CustomerMapLayout>
  );
}
