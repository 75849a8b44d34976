// /admin/trade-ins: buying devices at the counter (issue 30). The new trade-in form (from a customer's
// record with ?customer=, for an online quote with ?quote=, opened by its reference or from the
// drop-offs booked online), the open trade-in (?trade=), the list,
// the buy-back prices and the register of devices reported lost or stolen.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPence } from '../../../../../shared/money';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { CONDITION_NAMES } from '../../../../../shared/trade-ins/grading';
import { dropOffsQueryOptions, tradeInsQueryOptions, useReportLost } from '../api/trade-ins';
import { BuyBackPricesSection } from './buy-back-prices-section';
import { NewTradeInForm } from './new-trade-in-form';
import { TradeInPanel } from './trade-in-panel';

const STATUS = { offered: 'Offer made', declined: 'Declined', accepted: 'Accepted', bought: 'Bought', published: 'In the shop' } as const;
const londonDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Europe/London' });

export function TradeInsPage() {
  useDocumentTitle('Trade-ins');
  const { user } = useAuth();
  const [search, setSearch] = useSearchParams();
  const tradeId = search.get('trade');
  const customerQr = search.get('customer') ?? undefined;
  const quoteId = search.get('quote') ?? undefined;
  const list = useQuery(tradeInsQueryOptions(customerQr));
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Trade-ins</h1>
        {customerQr ? <p className="text-sm">For customer record {customerQr}</p> : null}
      </header>
      {tradeId ? <TradeInPanel key={tradeId} id={tradeId} /> : null}
      <section aria-labelledby="new-trade-in-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
        <h2 id="new-trade-in-title" className="text-xl font-semibold">
          New trade-in
        </h2>
        <NewTradeInForm key={`${customerQr ?? ''}${quoteId ?? ''}`} customerQr={customerQr} quoteId={quoteId} onStarted={(id) => setSearch({ trade: id, ...(customerQr ? { customer: customerQr } : {}) })} />
      </section>
      <DropOffsSection onOpen={(id) => setSearch({ quote: id })} />
      <section aria-labelledby="trade-ins-title" className="grid gap-3">
        <h2 id="trade-ins-title" className="text-xl font-semibold">
          {customerQr ? "This customer's trade-ins" : 'Latest trade-ins'}
        </h2>
        <QueryContent query={list} loadingLabel="Loading the trade-ins" failedTitle="The trade-ins could not be loaded">
          {(data) => (
            <DataTable
              label="Trade-ins"
              rows={data.tradeIns}
              empty={<p className="text-muted">No trade-ins yet.</p>}
              head={
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-3">Date</th>
                    <th scope="col" className="pr-3">Device</th>
                    <th scope="col" className="pr-3">IMEI / serial</th>
                    <th scope="col" className="pr-3">Grade</th>
                    <th scope="col" className="pr-3">Seller</th>
                    <th scope="col" className="pr-3">Status</th>
                    <th scope="col" className="text-right">Offer</th>
                  </tr>
                </thead>
              }
            >
              {(t) => (
                <tr key={t.id} className="border-b border-border">
                  <td className="py-2 pr-3">{londonDate(t.createdAt)}</td>
                  <td className="pr-3">
                    <Link to={`?trade=${t.id}`} className="text-primary underline">
                      {t.deviceLabel}
                    </Link>
                  </td>
                  <td className="pr-3">{t.code}</td>
                  <td className="pr-3">{t.grade}</td>
                  <td className="pr-3">{t.sellerName}</td>
                  <td className="pr-3">
                    {STATUS[t.status]}
                    {t.documentNumber ? ` (${t.documentNumber})` : ''}
                  </td>
                  <td className="text-right">{formatPence(t.offerPence)}</td>
                </tr>
              )}
            </DataTable>
          )}
        </QueryContent>
      </section>
      <BuyBackPricesSection mayChange={can(user, 'tradeIns.prices')} />
      <ReportLostForm />
    </div>
  );
}

function OpenQuoteForm({ onOpen }: { onOpen: (quoteId: string) => void }) {
  const [reference, setReference] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reference.trim()) onOpen(reference.trim().toUpperCase());
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Open an online quote" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <TextField label="Online quote reference" name="open-quote" value={reference} onChange={(e) => setReference(e.target.value)} />
      <Button type="submit" variant="outline">
        Open quote
      </Button>
    </form>
  );
}

/** The quotes booked online to be dropped off, from today: each opens in the new trade-in form to re-grade. */
function DropOffsSection({ onOpen }: { onOpen: (quoteId: string) => void }) {
  const dropOffs = useQuery(dropOffsQueryOptions());
  return (
    <section aria-labelledby="drop-offs-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="drop-offs-title" className="text-xl font-semibold">
        Drop-offs booked online
      </h2>
      <OpenQuoteForm onOpen={onOpen} />
      <QueryContent query={dropOffs} loadingLabel="Loading the drop-offs" failedTitle="The drop-offs could not be loaded" size="inline">
        {(data) => (
          <DataTable
            label="Drop-offs booked online"
            rows={data.dropOffs}
            empty={<p className="text-muted">No drop-offs booked from today.</p>}
            head={
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-3">Day</th>
                  <th scope="col" className="pr-3">Device</th>
                  <th scope="col" className="pr-3">Said condition</th>
                  <th scope="col" className="pr-3">Customer</th>
                  <th scope="col" className="pr-3 text-right">Quote</th>
                  <th scope="col"><span className="sr-only">Open</span></th>
                </tr>
              </thead>
            }
          >
            {(q) => (
              <tr key={q.quoteId} className="border-b border-border">
                <td className="py-2 pr-3">{q.dropOff ? londonDate(`${q.dropOff.day}T12:00:00Z`) : ''}</td>
                <td className="pr-3">
                  {q.model} {q.storage}
                </td>
                <td className="pr-3">
                  {CONDITION_NAMES[q.condition].split(':')[0]} (grade {q.grade})
                </td>
                <td className="pr-3">{q.dropOff?.contact ? `${q.dropOff.contact.name}, ${q.dropOff.contact.phone}` : ''}</td>
                <td className="pr-3 text-right">{formatPence(q.pricePence)}</td>
                <td>
                  <Button variant="outline" size="sm" onClick={() => onOpen(q.quoteId)}>
                    Re-grade<span className="sr-only"> {q.model} {q.storage} quote {q.quoteId}</span>
                  </Button>
                </td>
              </tr>
            )}
          </DataTable>
        )}
      </QueryContent>
    </section>
  );
}

function ReportLostForm() {
  const report = useReportLost();
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    report.mutate(
      { code, note },
      {
        onSuccess: (r) => {
          setCode('');
          setNote('');
          toast({ title: `${r.code} recorded as lost or stolen`, variant: 'success' });
        },
        onError: (e) => setProblem(serverMessage(e)),
      },
    );
  };
  return (
    <section aria-labelledby="lost-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="lost-title" className="text-xl font-semibold">
        Reported lost or stolen
      </h2>
      <p className="text-sm text-muted">A customer tells the shop their device was lost or stolen: a trade-in of it then warns.</p>
      <form onSubmit={submit} noValidate aria-label="Report a device lost or stolen" className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
        <TextField label="IMEI or serial" name="lost-code" value={code} onChange={(e) => setCode(e.target.value)} />
        <TextField label="Note" name="lost-note" value={note} onChange={(e) => setNote(e.target.value)} />
        <Button type="submit" disabled={report.isPending}>
          Record
        </Button>
      </form>
      {problem ? <Notice tone="error" role="alert">{problem}</Notice> : null}
    </section>
  );
}
