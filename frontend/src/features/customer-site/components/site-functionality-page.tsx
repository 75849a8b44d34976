// /site-functionality (signed-in customers): which services are open now, the shop's hours today and
// this week, and the closures coming up, from GET /api/site-status.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import { QueryContent } from '../../../components/ui/query-content';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { siteStatusQueryOptions } from '../../../lib/site-status-query';
import { ServiceList } from './service-list';

const LOADING_LABEL = 'Loading what is open';

function SiteFunctionalityLayout({ children }: { children: ReactNode }) {
  useDocumentTitle('What is open');
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">What is open</h1>
        <p className="mt-2 text-muted">The services you can use right now, and the shop's hours.</p>
      </header>
      {children}
    </div>
  );
}

/**
 * The page before the user and the shop's status are known: exactly what the page draws while the
 * status loads. In the page's HTML and under the guard while it asks who is signed in, so the heading
 * paints at once and nothing moves when the page takes its place (decisions 204, 222).
 */
export function SiteFunctionalityFrame() {
  return (
    <SiteFunctionalityLayout>
      <PageSpinner label={LOADING_LABEL} />
    </SiteFunctionalityLayout>
  );
}

export function SiteFunctionalityPage() {
  const status = useQuery(siteStatusQueryOptions());
  return (
    <SiteFunctionalityLayout>
      <QueryContent query={status} loadingLabel={LOADING_LABEL} failedTitle="Could not load what is open">
        {(data) => (
          <>
            <section aria-labelledby="today-title" className="grid gap-2 rounded-2xl border border-border bg-surface p-5">
              <h2 id="today-title" className="text-xl font-semibold">
                The shop today
              </h2>
              <p className="text-lg font-semibold" data-testid="opening-today">
                {data.today.status}
              </p>
              <p className="text-sm text-muted">
                {data.today.opens ? `Today ${data.today.opens} to ${data.today.closes}` : `Closed today: ${data.today.closedReason}`} at {data.shop.address}.{' '}
                <Link to={paths.customerMap} className="text-primary underline">
                  Directions to the shop
                </Link>
              </p>
            </section>
            <section aria-labelledby="services-title" className="grid gap-3">
              <h2 id="services-title" className="text-xl font-semibold">
                Services
              </h2>
              <ServiceList services={data.services} />
            </section>
            <section aria-labelledby="week-title" className="grid gap-3">
              <h2 id="week-title" className="text-xl font-semibold">
                Opening hours
              </h2>
              <dl className="grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
                {data.week.map((row) => (
                  <div key={row.day} className="contents">
                    <dt className="text-muted">{row.day}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
              {data.upcomingClosures.length ? (
                <>
                  <h3 className="font-semibold">Closed on</h3>
                  <ul className="grid gap-1 text-sm">
                    {data.upcomingClosures.map((closure) => (
                      <li key={closure.day}>
                        {formatDate(`${closure.day}T12:00:00Z`)}: {closure.reason}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
          </>
        )}
      </QueryContent>
    </SiteFunctionalityLayout>
  );
}
