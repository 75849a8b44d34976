// The dashboard's notice of stock running low (issue 30, decision 331): each product marked at or
// below its threshold, with the way to the suggested orders for those who place them.
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { useLowStock } from '../api/low-stock';
import { DashboardSection } from './dashboard-section';

export function LowStockPanel() {
  const lowStock = useLowStock();
  const { user } = useAuth();
  return (
    <DashboardSection title="Low stock">
      <QueryContent
        query={lowStock}
        size="inline"
        loadingLabel="Loading low stock"
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="text-sm text-muted">Nothing is at or below its low-stock threshold.</p>}
      >
        {(data) => (
          <>
            <ul className="grid gap-2" aria-label="Low stock">
              {data.items.map((item) => (
                <li key={item.productId} className="flex flex-wrap justify-between gap-2 rounded-xl border border-border bg-surface-raised/40 p-3">
                  <Link to={generatePath(paths.adminInventoryItem, { id: item.productId })} className="font-semibold text-primary hover:underline">
                    {item.name}
                  </Link>
                  <span className="text-sm text-muted">
                    {item.available} available, threshold {item.lowStockThreshold} · low since {formatDate(item.lowSince)}
                  </span>
                </li>
              ))}
            </ul>
            {can(user, 'purchasing.orders') && can(user, 'purchasing.suppliers') ? (
              <Link to={paths.adminSuppliers} className="text-sm font-semibold text-primary hover:underline">
                Suggested orders
              </Link>
            ) : null}
          </>
        )}
      </QueryContent>
    </DashboardSection>
  );
}
