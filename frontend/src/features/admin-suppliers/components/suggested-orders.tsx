// "Suggested orders" on /admin/suppliers (issue 30, decision 332): products at or below their low-stock
// threshold grouped by their usual supplier at its latest prices; one click makes the supplier's draft
// purchase order (or adds to the one there is), which then opens.
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { formatPence } from '../../../../../shared/money';
import type { SuggestedOrder, Unorderable } from '../../../../../shared/schemas/shop/low-stock';
import { Button } from '../../../components/ui/button';
import { QueryContent } from '../../../components/ui/query-content';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { suggestedOrdersQueryOptions, useDraftSuggestedOrder } from '../api/suppliers';

const WHY: Record<Unorderable['reason'], (item: Unorderable) => string> = {
  'no-supplier': () => 'No usual supplier: set one on the product',
  'not-on-price-list': (item) => `Not on ${item.supplierName ?? 'its supplier'}'s price list`,
  'on-order': () => 'Already on a purchase order',
};

function SupplierSuggestion({ order, onDrafted }: { order: SuggestedOrder; onDrafted: (orderId: string) => void }) {
  const draft = useDraftSuggestedOrder();
  return (
    <li className="grid min-w-0 gap-3 rounded-xl border border-border bg-surface p-4" aria-label={`Suggested order: ${order.supplierName}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">
          {order.supplierName} <span className="text-sm font-normal text-muted">· lead time {order.leadTimeDays} days</span>
        </h3>
        <Button
          size="sm"
          disabled={draft.isPending}
          onClick={() =>
            draft.mutateAsync(order.supplierId).then(
              (made) => {
                toast({ title: `Draft purchase order ${made.number} for ${made.supplierName}`, variant: 'success' });
                onDrafted(made.id);
              },
              (error: unknown) => toast({ title: serverMessage(error), variant: 'destructive' }),
            )
          }
        >
          Create draft purchase order
        </Button>
      </div>
      {/* Six columns: on a phone the table scrolls in its own region, not the page. */}
      <ScrollRegion label={`Products to reorder from ${order.supplierName}`}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Products to reorder from {order.supplierName}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 pr-3">Product</th>
              <th scope="col" className="pr-3">Supplier's code</th>
              <th scope="col" className="pr-3 text-right">Available</th>
              <th scope="col" className="pr-3 text-right">Threshold</th>
              <th scope="col" className="pr-3 text-right">Order</th>
              <th scope="col" className="text-right">Unit cost</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.productId} className="border-b border-border">
                <td className="py-1 pr-3">
                  <Link to={generatePath(paths.adminInventoryItem, { id: line.productId })} className="text-primary underline">
                    {line.name}
                  </Link>
                </td>
                <td className="pr-3">{line.supplierSku}</td>
                <td className="pr-3 text-right">{line.available}</td>
                <td className="pr-3 text-right">{line.lowStockThreshold}</td>
                <td className="pr-3 text-right">{line.quantity}</td>
                <td className="text-right">{formatPence(line.unitCostPence)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={5} className="py-1 pr-3 text-right font-semibold">
                Total without VAT
              </td>
              <td className="text-right font-semibold">{formatPence(order.totalPence)}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </li>
  );
}

export function SuggestedOrders({ onDrafted }: { onDrafted: (orderId: string) => void }) {
  const suggestions = useQuery(suggestedOrdersQueryOptions());
  return (
    <section aria-labelledby="suggested-title" className="grid min-w-0 gap-3">
      <h2 id="suggested-title" className="text-xl font-semibold">
        Suggested orders
      </h2>
      <QueryContent query={suggestions} loadingLabel="Loading the suggested orders" failedTitle="The suggested orders could not be loaded">
        {(data) => (
          <>
            {data.orders.length ? (
              <ul className="grid min-w-0 gap-3">
                {data.orders.map((order) => (
                  <SupplierSuggestion key={order.supplierId} order={order} onDrafted={onDrafted} />
                ))}
              </ul>
            ) : (
              <p className="text-muted">Nothing to reorder: no product with a usual supplier is at or below its low-stock threshold.</p>
            )}
            {data.unorderable.length ? (
              <div className="grid gap-1">
                <h3 className="font-semibold text-muted">Low on stock, not suggested</h3>
                <ul className="text-sm">
                  {data.unorderable.map((item) => (
                    <li key={item.productId}>
                      <Link to={generatePath(paths.adminInventoryItem, { id: item.productId })} className="text-primary underline">
                        {item.name}
                      </Link>{' '}
                      ({item.available} available, threshold {item.lowStockThreshold}): {WHY[item.reason](item)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        )}
      </QueryContent>
    </section>
  );
}
