// /admin/site-functionality ("Site Functions" in the admin navigation): the site's content, one tab
// each for prices, services, guides, reviews, enquiries and the TAC table. The tab is in the address
// (?tab=), so each screen can be linked to.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { cn } from '../../../utils/cn';
import { adminGuidesQueryOptions, adminPricesQueryOptions, adminReviewsQueryOptions, adminServicesQueryOptions, enquiriesQueryOptions, tacsQueryOptions } from '../api/content-admin';
import { EnquiriesPanel } from './enquiries-panel';
import { GuidesPanel } from './guides-panel';
import { PanelQuery } from './panel-query';
import { PricesPanel } from './prices-panel';
import { ReviewsPanel } from './reviews-panel';
import { ServicesPanel } from './services-panel';
import { TacsPanel } from './tacs-panel';

export const CONTENT_TABS = [
  { id: 'prices', label: 'Prices' },
  { id: 'services', label: 'Services' },
  { id: 'guides', label: 'Guides' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'enquiries', label: 'Enquiries' },
  { id: 'tacs', label: 'IMEI models (TACs)' },
] as const;
type TabId = (typeof CONTENT_TABS)[number]['id'];

function PricesTab() {
  const services = useQuery(adminServicesQueryOptions());
  return (
    <PanelQuery options={adminPricesQueryOptions()} label="the price list">
      {(prices) => (services.data ? <PricesPanel services={services.data.services} rows={prices.rows} /> : null)}
    </PanelQuery>
  );
}

function Panel({ tab }: { tab: TabId }) {
  switch (tab) {
    case 'prices':
      return <PricesTab />;
    case 'services':
      return <PanelQuery options={adminServicesQueryOptions()} label="the services">{(data) => <ServicesPanel services={data.services} />}</PanelQuery>;
    case 'guides':
      return <PanelQuery options={adminGuidesQueryOptions()} label="the guides">{(data) => <GuidesPanel guides={data.guides} />}</PanelQuery>;
    case 'reviews':
      return <PanelQuery options={adminReviewsQueryOptions()} label="the reviews">{(data) => <ReviewsPanel reviews={data.reviews} stats={data.stats} />}</PanelQuery>;
    case 'enquiries':
      return <PanelQuery options={enquiriesQueryOptions()} label="the enquiries">{(data) => <EnquiriesPanel enquiries={data.enquiries} />}</PanelQuery>;
    case 'tacs':
      return <PanelQuery options={tacsQueryOptions()} label="the TAC table">{(data) => <TacsPanel tacs={data.tacs} />}</PanelQuery>;
  }
}

export function SiteContentPage() {
  const [search, setSearch] = useSearchParams();
  const tab: TabId = CONTENT_TABS.find((t) => t.id === search.get('tab'))?.id ?? 'prices';
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Site content</h1>
        <p className="mt-1 text-sm text-muted">Prices, services, guides, reviews, enquiries and IMEI models. Every change is recorded in the activity log.</p>
      </header>
      <nav aria-label="Site content sections">
        <ul className="flex flex-wrap gap-2">
          {CONTENT_TABS.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                aria-current={t.id === tab ? 'page' : undefined}
                onClick={() => setSearch({ tab: t.id })}
                className={cn('rounded-lg px-3 py-2 text-sm font-medium', t.id === tab ? 'bg-primary text-primary-foreground' : 'bg-surface-raised text-foreground hover:bg-border')}
              >
                {t.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <Panel tab={tab} />
    </div>
  );
}
