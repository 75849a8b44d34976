// /admin/sales: every invoice (till sales and paid online orders) over a range of days, filtered by
// method, staff member and customer, with their refunds, newest first a page at a time ("Load more";
// decision 361); a day's totals per method; CSV export of the rows loaded.
import { useState } from 'react';
import { formatDateTime, londonDay } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import type { SalesList, SalesListQuery } from '../../../../../shared/schemas/sales/sale';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/load-more';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/server-message';
import { useSalesDay, useSalesList } from '../api/sales';
import { salesCsv } from '../utils/sales-csv';
import { ScrollRegion } from '../../../components/ui/scroll-region';

const methodNames = { cash: 'Cash', card: 'Card', online: 'Online', giftCard: 'Gift card', storeCredit: 'Store credit' } as const;

function DayTotals({ day }: { day: string }) {
  const totals = useSalesDay(day);
  if (totals.isPending) return <Spinner label="Loading the day's totals" />;
  if (totals.isError) return <Notice tone="error">{serverMessage(totals.error)}</Notice>;
  const t = totals.data;
  return (
    <table className="w-full max-w-xl text-left text-sm" data-testid="day-totals">
      <caption className="pb-2 text-left font-semibold">Totals for {day}: {t.salesCount} sales, {t.refundsCount} refunds</caption>
      <thead className="text-subtle">
        <tr>
          <th scope="col" className="py-1 font-medium">Method</th>
          <th scope="col" className="py-1 text-right font-medium">Sales</th>
          <th scope="col" className="py-1 text-right font-medium">Refunds</th>
          <th scope="col" className="py-1 text-right font-medium">Net</th>
        </tr>
      </thead>
      <tbody>
        {(['cash', 'card', 'online'] as const).map((m) => (
          <tr key={m} className="border-t border-border">
            <th scope="row" className="py-1 font-normal">{methodNames[m]}</th>
            <td className="py-1 text-right">{formatPence(t.sales[m])}</td>
            <td className="py-1 text-right">{formatPence(t.refunds[m])}</td>
            <td className="py-1 text-right font-semibold">{formatPence(t.net[m])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The loaded pages as one list: their rows and refunds, and every staff member named on them. */
function loaded(pages: readonly SalesList[] | undefined): SalesList | undefined {
  if (!pages) return undefined;
  const staff = new Map(pages.flatMap((p) => p.staff).map((s) => [s.userId, s]));
  return { rows: pages.flatMap((p) => p.rows), refunds: pages.flatMap((p) => p.refunds), staff: [...staff.values()] };
}

export function SalesPage({ saleHref }: { saleHref: (saleId: string) => string }) {
  const today = londonDay(new Date());
  const [filters, setFilters] = useState<SalesListQuery>({ from: today, to: today });
  const [draft, setDraft] = useState({ from: today, to: today, method: '', staff: '', customer: '' });
  const list = useSalesList(filters);
  const data = loaded(list.data?.pages);

  const apply = () =>
    setFilters({
      from: draft.from,
      to: draft.to,
      method: (draft.method || undefined) as SalesListQuery['method'],
      staff: draft.staff || undefined,
      customer: draft.customer.trim() || undefined,
    });

  const exportCsv = () => {
    if (!data) return;
    const url = URL.createObjectURL(new Blob([salesCsv(data)], { type: 'text/csv' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `sales-${filters.from}-to-${filters.to}.csv` });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={(e) => (e.preventDefault(), apply())} aria-label="Filter sales" className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
        <TextField label="From" name="from" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        <TextField label="To" name="to" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <div className="grid gap-1.5">
          <label htmlFor="sales-method" className={labelClasses}>Method</label>
          <select id="sales-method" value={draft.method} onChange={(e) => setDraft({ ...draft, method: e.target.value })} className={inputClasses(false)}>
            <option value="">Any</option>
            <option value="cash">Cash</option>
            <option value="card">Card</option>
            <option value="online">Online</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="sales-staff" className={labelClasses}>Staff</label>
          <select id="sales-staff" value={draft.staff} onChange={(e) => setDraft({ ...draft, staff: e.target.value })} className={inputClasses(false)}>
            <option value="">Anyone</option>
            {(data?.staff ?? []).map((s) => (
              <option key={s.userId} value={s.userId}>{s.name}</option>
            ))}
          </select>
        </div>
        <TextField label="Customer" name="customer" optional value={draft.customer} onChange={(e) => setDraft({ ...draft, customer: e.target.value })} />
        <div className="flex gap-2">
          <Button type="submit">Show</Button>
          <Button variant="outline" onClick={exportCsv} disabled={!data}>Export CSV</Button>
        </div>
      </form>
      <DayTotals day={filters.to} />
      {list.isPending ? (
        <Spinner label="Loading sales" />
      ) : list.isError || !data ? (
        <Notice tone="error">{serverMessage(list.error)}</Notice>
      ) : data.rows.length === 0 && !list.hasNextPage ? (
        <p className="text-muted">No sales match.</p>
      ) : (
        <>
        <ScrollRegion label="Sales">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Sales</caption>
            <thead className="text-subtle">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">Invoice</th>
                <th scope="col" className="py-2 pr-3 font-medium">When</th>
                <th scope="col" className="py-2 pr-3 font-medium">Where</th>
                <th scope="col" className="py-2 pr-3 font-medium">Customer</th>
                <th scope="col" className="py-2 pr-3 font-medium">Staff</th>
                <th scope="col" className="py-2 pr-3 font-medium">Paid by</th>
                <th scope="col" className="py-2 text-right font-medium">Total</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.invoiceNumber} className="border-t border-border">
                  <td className="py-2 pr-3">{r.saleId ? <a className="text-primary underline" href={saleHref(r.saleId)}>{r.invoiceNumber}</a> : r.invoiceNumber}</td>
                  <td className="py-2 pr-3">{formatDateTime(r.issuedAt)}</td>
                  <td className="py-2 pr-3">{r.channel === 'till' ? 'Till' : 'Online'}</td>
                  <td className="py-2 pr-3">{r.customerName ?? 'Walk-in'}</td>
                  <td className="py-2 pr-3">{r.staff?.name ?? ''}</td>
                  <td className="py-2 pr-3">{r.payments.map((p) => `${methodNames[p.method]} ${formatPence(p.amountPence)}`).join(', ')}</td>
                  <td className="py-2 text-right font-semibold">{formatPence(r.totalPence)}</td>
                </tr>
              ))}
              {data.refunds.map((n) => (
                <tr key={n.creditNoteNumber} className="border-t border-border text-danger">
                  <td className="py-2 pr-3">{n.creditNoteNumber}</td>
                  <td className="py-2 pr-3">{formatDateTime(n.issuedAt)}</td>
                  <td className="py-2 pr-3" colSpan={4}>Refund against {n.invoiceNumber}: {n.reason}</td>
                  <td className="py-2 text-right font-semibold">-{formatPence(n.totalPence)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <LoadMore shown={`${data.rows.length} ${data.rows.length === 1 ? 'sale' : 'sales'}`} hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} />
        </>
      )}
    </div>
  );
}
