// /pricing: the whole price list, filtered by repair type and make and searched by model in the
// browser (the list arrives once; typing never sends a request). useDeferredValue keeps typing smooth
// with 1,000 rows. The filters are disabled until the app has hydrated the server-rendered page: used
// before then they would filter nothing.
import { useDeferredValue, useMemo, useState } from 'react';
import { BUSINESS } from '../../../../../shared/business';
import type { PublicPriceList } from '../../../../../shared/schemas/content/services';
import { useHydrated } from '../../../components/after-hydration';
import { ContentPageHeader } from '../../../components/content/content-page-header';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { PageMeta } from '../../../components/seo/page-meta';
import { publicPaths as paths } from '../../../config/public-paths';
import { breadcrumbs, localBusiness } from '../../../lib/structured-data';
import { PriceTable } from './price-table';

const TRAIL = [{ name: 'Price list', path: paths.pricing }];

export function filterPriceRows(list: PublicPriceList, filters: { serviceId: string; make: string; search: string }) {
  const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
  return list.rows.filter(
    (row) =>
      (!filters.serviceId || row.serviceId === filters.serviceId) &&
      (!filters.make || row.make === filters.make) &&
      words.every((word) => `${row.make} ${row.model}`.toLowerCase().includes(word)),
  );
}

export function PricingPage({ list }: { list: PublicPriceList }) {
  const [serviceId, setServiceId] = useState('');
  const [make, setMake] = useState('');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const hydrated = useHydrated();
  const names = useMemo(() => new Map(list.services.map((s) => [s.id, s.name])), [list.services]);
  const makes = useMemo(() => [...new Set(list.rows.map((r) => r.make))].sort(), [list.rows]);
  const rows = useMemo(() => filterPriceRows(list, { serviceId, make, search: deferredSearch }), [list, serviceId, make, deferredSearch]);
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title="Repair price list"
        description={`Every repair price at ${BUSINESS.name}, ${BUSINESS.address.city}: screens, batteries, charging ports and consoles for iPhone, iPad, Samsung, Google Pixel, PlayStation, Switch and Xbox.`}
        path={paths.pricing}
        jsonLd={[localBusiness(), breadcrumbs(TRAIL)]}
      />
      <ContentPageHeader trail={TRAIL} eyebrow="Prices" title="Repair price list">
        <p>Prices include parts, fitting and VAT. "From" prices depend on the part grade you choose.</p>
      </ContentPageHeader>
      <form role="search" aria-label="Filter the price list" className="grid gap-4 sm:grid-cols-3" onSubmit={(event) => event.preventDefault()}>
        <div className="grid gap-2">
          <label htmlFor="pricing-search" className={labelClasses}>
            Search by model
          </label>
          <input id="pricing-search" type="search" value={search} disabled={!hydrated} onChange={(e) => setSearch(e.target.value)} placeholder="e.g. iPhone 13" className={inputClasses(false)} />
        </div>
        <div className="grid gap-2">
          <label htmlFor="pricing-service" className={labelClasses}>
            Repair
          </label>
          <select id="pricing-service" value={serviceId} disabled={!hydrated} onChange={(e) => setServiceId(e.target.value)} className={inputClasses(false)}>
            <option value="">All repairs</option>
            {list.services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <label htmlFor="pricing-make" className={labelClasses}>
            Make
          </label>
          <select id="pricing-make" value={make} disabled={!hydrated} onChange={(e) => setMake(e.target.value)} className={inputClasses(false)}>
            <option value="">All makes</option>
            {makes.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p aria-live="polite" className="text-sm text-muted">
        {rows.length === 1 ? '1 price' : `${rows.length} prices`}
      </p>
      <PriceTable
        label="Repair prices"
        caption="Repair prices"
        rows={rows}
        repairName={(row) => names.get(row.serviceId)}
        className="rounded-2xl border border-border bg-surface"
      />
    </article>
  );
}
