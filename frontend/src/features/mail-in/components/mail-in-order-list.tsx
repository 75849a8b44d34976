// The customer's mail-in orders, newest first, each linking to its page: on the dashboard (open ones)
// and on /account/mail-in-orders (all).
import ChevronRight from 'lucide-react/icons/chevron-right';
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import type { MailInOrder } from '../../../../../shared/schemas/mail-in';
import { paths } from '../../../config/paths';
import { MailInStateLabel } from './mail-in-state';

export function MailInOrderList({ orders }: { orders: readonly MailInOrder[] }) {
  return (
    <ul className="grid gap-3">
      {orders.map((order) => (
        <li key={order.reference}>
          <Link
            to={generatePath(paths.mailInOrderDetail, { id: order.reference })}
            className="group grid gap-1 rounded-xl border border-border bg-surface-raised/60 p-4 hover:border-primary"
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold group-hover:text-primary">{order.reference}</span>
              <MailInStateLabel state={order.state} />
            </span>
            <span className="text-muted">
              {order.device.make} {order.device.model}
              {order.jobNumber ? ` · repair ${order.jobNumber}` : ''}
              {order.trackingReference ? ` · tracking ${order.trackingReference}` : ''}
            </span>
            <span className="flex items-center justify-between text-sm text-subtle">
              Placed {formatDate(order.createdAt)}
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
