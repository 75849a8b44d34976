// The basket: each line with its quantity, price, discount and total, removable; totals with VAT per rate.
// By keyboard: a line's Discount opens its fields with focus in them, and applying, removing or Esc
// brings focus back to that Discount button; removing a line hands focus back to the till (onRemove).
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { formatPence } from '../../../../../shared/money';
import type { Discount, SaleTotals } from '../../../../../shared/sales/sale-totals';
import { customerVat, vatSummary } from '../../../../../shared/sales/vat-display';
import { inputClasses } from '../../../components/form/field-classes';
import { Button } from '../../../components/ui/button';
import type { BasketLine } from '../utils/basket';
import { DiscountFields } from './discount-fields';
import { ScrollRegion } from '../../../components/ui/scroll-region';

const discountButtonId = (key: string) => `discount-${key}`;

const kindLabels = { product: 'Product', repair: 'Repair', custom: 'Custom' } as const;

interface Props {
  lines: BasketLine[];
  totals: SaleTotals | null;
  onQuantity: (key: string, quantity: number) => void;
  onDiscount: (key: string, discount: Discount | undefined) => void;
  onRemove: (key: string) => void;
}

export function BasketTable({ lines, totals, onQuantity, onDiscount, onRemove }: Props) {
  const [discounting, setDiscounting] = useState<string | null>(null);
  const closeDiscount = (key: string) => {
    setDiscounting(null);
    document.getElementById(discountButtonId(key))?.focus();
  };
  if (lines.length === 0) return <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted">Scan an item or a repair ticket to start a sale.</p>;
  return (
    <ScrollRegion label="Items in this sale">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items in this sale</caption>
        <thead className="text-subtle">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">Item</th>
            <th scope="col" className="py-2 pr-2 font-medium">Qty</th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">Each</th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">Total</th>
            <th scope="col" className="py-2 font-medium"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={line.key} className="border-t border-border align-top" data-testid="basket-line">
              <td className="py-2 pr-2">
                <span className="mr-2 rounded bg-surface-raised px-1.5 py-0.5 text-xs text-muted">{kindLabels[line.kind]}</span>
                {line.description}
                {line.note ? <span className="block text-xs text-subtle">{line.note}</span> : null}
                {line.discount ? <span className="block text-xs text-accent">Discount: {line.discount.type === 'percent' ? `${line.discount.value}%` : formatPence(line.discount.value)} ({line.discount.reason})</span> : null}
                {discounting === line.key ? (
                  <div className="mt-2">
                    <DiscountFields
                      label={`Discount on ${line.description}`}
                      value={line.discount}
                      onChange={(d) => (onDiscount(line.key, d), closeDiscount(line.key))}
                      onCancel={() => closeDiscount(line.key)}
                    />
                  </div>
                ) : null}
              </td>
              <td className="py-2 pr-2">
                {line.kind === 'repair' ? (
                  '1'
                ) : (
                  <>
                    <label htmlFor={`qty-${line.key}`} className="sr-only">Quantity of {line.description}</label>
                    <input id={`qty-${line.key}`} type="number" min={1} max={99} step={1} value={line.quantity} onChange={(e) => onQuantity(line.key, Math.max(1, Math.min(99, Math.trunc(Number(e.target.value) || 1))))} className={inputClasses(false, 'w-20')} />
                  </>
                )}
              </td>
              <td className="py-2 pr-2 text-right">{formatPence(line.unitPence)}</td>
              <td className="py-2 pr-2 text-right font-semibold">{totals ? formatPence(totals.lines[i]!.netPence) : ''}</td>
              <td className="flex gap-1 py-2">
                <Button id={discountButtonId(line.key)} variant="ghost" onClick={() => setDiscounting(discounting === line.key ? null : line.key)} aria-expanded={discounting === line.key}>
                  Discount<span className="sr-only"> {line.description}</span>
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Remove ${line.description}`} onClick={() => onRemove(line.key)}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function TotalsList({ totals, reward }: { totals: SaleTotals; reward?: { name: string; points: number } | null }) {
  const discounts = totals.lineDiscountsPence + totals.basketDiscountPence;
  return (
    <dl className="grid gap-1 text-sm">
      <div className="flex justify-between"><dt className="text-muted">Subtotal</dt><dd>{formatPence(totals.subtotalPence)}</dd></div>
      {discounts ? <div className="flex justify-between"><dt className="text-muted">Discounts</dt><dd>-{formatPence(discounts)}</dd></div> : null}
      {reward && totals.rewardDiscountPence ? (
        <div className="flex justify-between"><dt className="text-muted">{reward.name} ({reward.points.toLocaleString('en-GB')} points)</dt><dd data-testid="reward-discount">-{formatPence(totals.rewardDiscountPence)}</dd></div>
      ) : null}
      <div className="flex justify-between text-lg font-bold"><dt>Total</dt><dd data-testid="sale-total">{formatPence(totals.totalPence)}</dd></div>
      {/* VAT per rate, as the receipt will show it: a margin scheme line's words and no VAT (decision 357). */}
      {vatSummary(customerVat(totals.vat)).map((row) => (
        <div key={row.label} className="flex justify-between text-xs text-subtle" data-testid="basket-vat-row"><dt>Including {row.label}</dt><dd>{row.vatPence === null ? '' : formatPence(row.vatPence)}</dd></div>
      ))}
    </dl>
  );
}
