// Which services are open now, each with the notice staff wrote when it is switched off.
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { Link } from 'react-router';
import type { SiteStatus } from '../../../../../shared/schemas/settings';
import { paths } from '../../../config/paths';

const SERVICES = [
  { key: 'shop', name: 'Online shop', href: paths.shop },
  { key: 'bookings', name: 'Booking a repair', href: paths.booking },
  { key: 'mailIn', name: 'Mail-in repairs', href: paths.mailInRepair },
] as const;

export function ServiceList({ services }: { services: SiteStatus['services'] }) {
  return (
    <ul className="grid gap-3" aria-label="Services">
      {SERVICES.map(({ key, name, href }) => {
        const status = services[key];
        return (
          <li key={key} className="grid gap-1 rounded-xl border border-border bg-surface p-4" data-testid={`service-${key}`}>
            <div className="flex items-center gap-2">
              {status.open ? <CircleCheck className="h-5 w-5 text-success" aria-hidden="true" /> : <CircleX className="h-5 w-5 text-danger" aria-hidden="true" />}
              <span className="font-semibold">{name}:</span>
              <span>{status.open ? 'open' : 'closed for now'}</span>
            </div>
            {status.open ? (
              <Link to={href} className="text-sm text-primary underline">
                Go to {name.toLowerCase()}
              </Link>
            ) : (
              <p className="text-sm text-muted">{status.notice}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
