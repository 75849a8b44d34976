// /services/{id}: what the repair involves, how long it takes, its warranty and its prices by model,
// with a type-ahead model picker and "Book this repair" carrying the model and repair to /booking.
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useMemo, useState } from 'react';
import { generatePath, Link } from 'react-router';
import { BUSINESS } from '../../../../../shared/business';
import { formatPence } from '../../../../../shared/money';
import type { PriceRow, ServiceDetail } from '../../../../../shared/schemas/content/services';
import { ContentPageHeader } from '../../../components/content/content-page-header';
import { priceText } from '../../../components/content/price-text';
import { PageMeta } from '../../../components/seo/page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { publicPaths as paths } from '../../../config/public-paths';
import { breadcrumbs, localBusiness, service as serviceLd } from '../../../lib/structured-data';
import { ModelPicker } from './model-picker';
import { gradesText, modelName, PriceTable } from './price-table';


export function bookingHref(serviceName: string, row: PriceRow | undefined): string {
  const search = new URLSearchParams({ repair: serviceName });
  if (row) {
    search.set('type', row.deviceType);
    search.set('make', row.make);
    search.set('model', row.model);
  }
  return `${paths.booking}?${search.toString()}`;
}

export function ServicePage({ detail }: { detail: ServiceDetail }) {
  const { service, prices } = detail;
  const [model, setModel] = useState('');
  const chosen = useMemo(() => prices.find((row) => modelName(row).toLowerCase() === model.trim().toLowerCase()), [prices, model]);
  const path = generatePath(paths.serviceDetail, { id: service.id });
  const trail = [
    { name: 'Services', path: paths.services },
    { name: service.name, path },
  ];
  const offers = prices.filter((r) => r.pricePence !== undefined).map((r) => ({ name: `${service.name}: ${modelName(r)}`, pricePence: r.pricePence! }));
  const from = service.fromPence !== undefined ? ` from ${formatPence(service.fromPence)}` : '';
  return (
    <article className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title={`${service.name} in ${BUSINESS.address.city}`}
        description={`${service.summary} ${service.name}${from} at ${BUSINESS.name}, ${BUSINESS.address.city}. Typically ${service.duration.toLowerCase()}.`}
        path={path}
        jsonLd={[localBusiness(), serviceLd({ name: service.name, description: service.summary, path, offers }), breadcrumbs(trail)]}
      />
      <ContentPageHeader trail={trail} eyebrow="Repair service" title={service.name}>
        <p>{service.summary}</p>
      </ContentPageHeader>

      <ul className="grid gap-3 sm:grid-cols-2">
        <li className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4">
          <span>
            <span className="block text-sm text-subtle">Typical time</span>
            {service.duration}
          </span>
        </li>
        <li className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4">
          <ShieldCheck className="h-5 w-5 text-primary" aria-hidden="true" />
          <span>
            <span className="block text-sm text-subtle">Warranty</span>
            {service.warrantyMonths ? `${service.warrantyMonths} months on parts and labour` : 'No warranty (a service, not a part)'}
          </span>
        </li>
      </ul>

      <section aria-labelledby="involves" className="grid gap-3">
        <h2 id="involves" className="text-2xl font-semibold">
          What the repair involves
        </h2>
        {service.description.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="text-muted">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="prices" className="grid gap-5 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="prices" className="text-2xl font-semibold">
          Prices by model
        </h2>
        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <ModelPicker models={prices.map(modelName)} value={model} onChange={setModel} />
          <Link to={bookingHref(service.name, chosen)} className={buttonClasses('primary', 'md')}>
            Book this repair
          </Link>
        </div>
        <p aria-live="polite" className="min-h-6 font-medium">
          {chosen ? `${modelName(chosen)}: ${priceText(chosen)}${chosen.grades.length ? ` (${gradesText(chosen, ', ')})` : ''}` : ''}
        </p>
        {prices.length ? (
          <PriceTable label={`${service.name} prices`} caption={`${service.name} prices by model`} rows={prices} className="-mx-4" />
        ) : (
          <p className="text-muted">Priced on inspection: call {BUSINESS.phone.display} or book a free check.</p>
        )}
      </section>
    </article>
  );
}
