// /admin/reports/invoices: every invoice and credit note issued over a range of days, newest first a
// page at a time ("Load more"; decision 361), with VAT, and each one's PDF. Documents are never
// edited, so this is the VAT record.
import { useState } from 'react';
import { formatDateTime, londonDay } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import { TextField } from '../../../components/form/text-field';
import { PdfButton } from '../../../components/sales/pdf-button';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { LoadMore } from '../../../components/ui/load-more';
import { QueryContent } from '../../../components/ui/query-content';
import { documentPdf, useInvoices } from '../api/invoices';

type Invoices = NonNullable<ReturnType<typeof useInvoices>['data']>;

/** The pages' invoices and credit notes in one list, newest first. */
function documentsOf(data: Invoices) {
  return data.pages.flatMap((page) => [
    ...page.invoices.map((i) => ({ number: i.number, issuedAt: i.issuedAt, what: `${i.source.kind === 'till' ? 'Till sale' : 'Online order'}, ${i.customer?.name ?? 'walk-in'}`, total: i.totalPence, vat: i.vat.vatPence })),
    ...page.creditNotes.map((n) => ({ number: n.number, issuedAt: n.issuedAt, what: `Credit note against ${n.invoiceNumber}: ${n.reason}`, total: -n.totalPence, vat: -n.vat.vatPence })),
  ]).sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.number.localeCompare(a.number));
}

export function InvoicesPage() {
  const today = londonDay(new Date());
  const [range, setRange] = useState({ from: today, to: today });
  const [draft, setDraft] = useState(range);
  const list = useInvoices(range.from, range.to);
  return (
    <div className="grid gap-6">
      <form onSubmit={(e) => (e.preventDefault(), setRange(draft))} aria-label="Choose days" className="grid max-w-2xl gap-3 sm:grid-cols-3 sm:items-end">
        <TextField label="From" name="from" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        <TextField label="To" name="to" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <Button type="submit">Show</Button>
      </form>
      <QueryContent query={list} loadingLabel="Loading invoices" announceFailure={false} size="inline">
        {(data) => (
          <>
          <DataTable
            label="Invoices and credit notes"
            rows={documentsOf(data)}
            empty={<p className="text-muted">No invoices or credit notes on these days.</p>}
            head={
              <>
                <caption className="sr-only">Invoices and credit notes</caption>
                <thead className="text-subtle">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">Number</th>
                    <th scope="col" className="py-2 pr-3 font-medium">Issued</th>
                    <th scope="col" className="py-2 pr-3 font-medium">What</th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">VAT</th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">Total</th>
                    <th scope="col" className="py-2 font-medium"><span className="sr-only">PDF</span></th>
                  </tr>
                </thead>
              </>
            }
          >
            {(d) => (
              <tr key={d.number} className="border-t border-border">
                <td className="py-2 pr-3 font-mono">{d.number}</td>
                <td className="py-2 pr-3">{formatDateTime(d.issuedAt)}</td>
                <td className="py-2 pr-3">{d.what}</td>
                <td className="py-2 pr-3 text-right">{formatPence(d.vat)}</td>
                <td className="py-2 pr-3 text-right font-semibold">{formatPence(d.total)}</td>
                <td className="py-2">
                  <PdfButton variant="ghost" label={`PDF of ${d.number}`} filename={`${d.number}.pdf`} make={() => documentPdf(d.number)} />
                </td>
              </tr>
            )}
          </DataTable>
          <LoadMore shown={`${documentsOf(data).length} documents`} hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} />
          </>
        )}
      </QueryContent>
    </div>
  );
}
