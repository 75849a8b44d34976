// /services: every current service, grouped by the kind of device it is for, each with its lowest price.
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Smartphone from 'lucide-react/icons/smartphone';
import Tablet from 'lucide-react/icons/tablet';
import { generatePath, Link } from 'react-router';
import { BUSINESS } from '../../../../../shared/business';
import { formatPence } from '../../../../../shared/money';
import type { Service } from '../../../../../shared/schemas/content/services';
import type { DeviceType } from '../../../../../shared/schemas/repairs/device';
import { ContentPageHeader } from '../../../components/content/content-page-header';
import { PageMeta } from '../../../components/seo/page-meta';
import { publicPaths as paths } from '../../../config/public-paths';
import { breadcrumbs, localBusiness } from '../../../lib/structured-data';

const GROUPS: readonly { type: DeviceType; title: string; icon: typeof Smartphone }[] = [
  { type: 'phone', title: 'Phone repairs', icon: Smartphone },
  { type: 'tablet', title: 'Tablet and iPad repairs', icon: Tablet },
  { type: 'console', title: 'Games console repairs', icon: Gamepad2 },
];

const TRAIL = [{ name: 'Services', path: paths.services }];

export function ServicesPage({ services }: { services: readonly Service[] }) {
  return (
    <article className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title="Repair services"
        description={`Phone, tablet and games console repairs in ${BUSINESS.address.city}: screens, batteries, charging ports, water damage, consoles. ${BUSINESS.warrantyMonths}-month warranty, most repairs same day.`}
        path={paths.services}
        jsonLd={[localBusiness(), breadcrumbs(TRAIL)]}
      />
      <ContentPageHeader trail={TRAIL} eyebrow="Services" title={`Repairs we do in ${BUSINESS.address.city}`}>
        <p>
          Every repair is tested before you collect it and guaranteed for up to {BUSINESS.warrantyMonths} months. See every model and price on the{' '}
          <Link to={paths.pricing} className="text-primary underline underline-offset-2">
            price list
          </Link>
          .
        </p>
        <p>
          Upgrading?{' '}
          <Link to={paths.sellYourDevice} className="text-primary underline underline-offset-2">
            Sell us your old phone
          </Link>{' '}
          for cash or store credit.
        </p>
      </ContentPageHeader>
      {GROUPS.map(({ type, title, icon: Icon }) => {
        const group = services.filter((s) => s.deviceTypes.includes(type));
        if (!group.length) return null;
        return (
          <section key={type} aria-labelledby={`group-${type}`} className="grid gap-4">
            <h2 id={`group-${type}`} className="flex items-center gap-2 text-2xl font-semibold">
              <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
              {title}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.map((service) => (
                <li key={service.id} className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5">
                  <h3 className="text-lg font-semibold">
                    <Link to={generatePath(paths.serviceDetail, { id: service.id })} className="hover:text-primary hover:underline">
                      {service.name}
                    </Link>
                  </h3>
                  <p className="flex-1 text-muted">{service.summary}</p>
                  <p className="text-sm text-subtle">
                    {service.fromPence !== undefined ? <span className="font-semibold text-foreground">From {formatPence(service.fromPence)}</span> : 'Quote on inspection'}
                    {' · '}
                    {service.duration}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </article>
  );
}
