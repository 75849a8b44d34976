// /shop/cart: the account's cart with today's prices (a changed price is pointed out), quantities
// 1 to 10 within stock, VAT shown, and on to checkout.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, generatePath } from 'react-router';
import { formatPence } from '../../../../../shared/money';
import { MAX_LINE_QUANTITY } from '../../../../../shared/schemas/shop/order';
import { Notice } from '../../../components/form/notice';
import { buttonClasses } from '../../../components/ui/button';
import { PageSection } from '../../../components/ui/page-section';
import { QueryContent } from '../../../components/ui/query-content';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { cartQueryOptions } from '../../../lib/cart';
import { useRemoveCartLine, useSetCartLine } from '../api/cart';

const LOADING_LABEL = 'Loading your cart';

/** The heading and its sentence, the page's largest text on a phone whatever the cart holds (decision 223). */
function CartLayout({ children }: { children: ReactNode }) {
  useDocumentTitle('Your cart');
  return (
    <PageSection title="Your cart" intro="The items you have chosen, at today's prices with VAT included. Change a quantity or remove an item, then go to checkout.">
      {children}
    </PageSection>
  );
}

/**
 * The page before the user and their cart are known: what the page draws while the cart loads. In
 * the page's HTML and under the guard while it asks who is signed in (decisions 204, 223).
 */
export function CartFrame() {
  return (
    <CartLayout>
      <PageSpinner label={LOADING_LABEL} />
    </CartLayout>
  );
}

export function CartPage() {
  const cart = useQuery(cartQueryOptions());
  const setLine = useSetCartLine();
  const removeLine = useRemoveCartLine();
  return (
    <CartLayout>
      <QueryContent
        query={cart}
        loadingLabel={LOADING_LABEL}
        failedTitle="Could not load your cart"
        isEmpty={(data) => data.lines.length === 0}
        empty={
          <p className="text-muted">
            Your cart is empty.{' '}
            <Link to={paths.shop} className="underline">
              Browse the shop
            </Link>
          </p>
        }
      >
        {(data) => (
          <>
            {data.priceChanged ? (
              <Notice tone="warning" title="Some prices have changed">
                The prices below are today's; the old price is shown beside each line that changed.
              </Notice>
            ) : null}
            <ul className="grid gap-3">
              {data.lines.map((line) => (
                <li key={line.productId} className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-surface p-4">
                  {line.imageKey ? <img src={`/uploads/${line.imageKey}`} alt="" width={64} height={64} className="h-16 w-16 rounded-lg object-cover" /> : null}
                  <div className="grid flex-1 gap-1">
                    <Link to={generatePath(paths.shopProduct, { id: line.productId })} className="font-semibold underline">
                      {line.name}
                    </Link>
                    <span className="text-sm text-muted">
                      {formatPence(line.unitPricePence)} each
                      {line.unitPricePence !== line.priceSeenPence ? ` (was ${formatPence(line.priceSeenPence)} when added)` : ''}
                    </span>
                  </div>
                  <label className="grid gap-1 text-sm">
                    Quantity
                    <select
                      value={line.quantity}
                      disabled={setLine.isPending}
                      onChange={(e) => setLine.mutate({ id: line.productId, quantity: Number(e.target.value) })}
                      className="h-11 rounded-lg border border-border-strong bg-surface px-3"
                    >
                      {Array.from({ length: Math.max(line.quantity, Math.min(MAX_LINE_QUANTITY, line.available)) }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                  <span className="w-24 text-right font-semibold">{formatPence(line.lineTotalPence)}</span>
                  <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => removeLine.mutate(line.productId)} aria-label={`Remove ${line.name}`}>
                    Remove
                  </button>
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-2 gap-2 justify-self-end text-right">
              <dt>Subtotal</dt>
              <dd className="font-bold">{formatPence(data.subtotalPence)}</dd>
              <dt className="text-sm text-muted">Includes VAT (20%)</dt>
              <dd className="text-sm text-muted">{formatPence(data.vatPence)}</dd>
            </dl>
            <Link to={paths.checkout} className={buttonClasses('primary', 'lg', 'justify-self-end')}>
              Go to checkout
            </Link>
          </>
        )}
      </QueryContent>
    </CartLayout>
  );
}
