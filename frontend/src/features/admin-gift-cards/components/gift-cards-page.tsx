// /admin/gift-cards (decision 341): the newest gift cards with their amount, balance and status, any
// card opened by its code (?code=), and the open card's ledger. What the shop owes its holders is the
// sum of the balances (decision 300).
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import { printedGiftCardCode, readGiftCardCode } from '../../../../../shared/gift-cards/code';
import { formatPence } from '../../../../../shared/money';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { giftCardQueryOptions, giftCardsQueryOptions } from '../api/gift-cards';
import { giftCardStatus } from '../utils/ledger';
import { LedgerTable } from './ledger-table';

function CardLedger({ code }: { code: string }) {
  const query = useQuery(giftCardQueryOptions(code));
  return (
    <section aria-labelledby="card-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="card-title" className="text-xl font-semibold">Gift card {printedGiftCardCode(code)}</h2>
      <QueryContent query={query} loadingLabel="Loading the gift card" size="inline">
        {({ card, entries }) => (
          <>
            <dl className="grid gap-3 sm:grid-cols-4">
              <div><dt className="text-sm text-subtle">Balance</dt><dd className="text-2xl font-bold" data-testid="gift-card-balance">{formatPence(card.balancePence)}</dd></div>
              <div><dt className="text-sm text-subtle">Amount</dt><dd className="font-semibold">{formatPence(card.initialPence)}</dd></div>
              <div><dt className="text-sm text-subtle">Status</dt><dd className="font-semibold">{giftCardStatus(card)}</dd></div>
              <div><dt className="text-sm text-subtle">Sold</dt><dd className="font-semibold">{formatDate(card.issuedAt)} {card.soldVia === 'till' ? 'at the till' : 'online'}</dd></div>
            </dl>
            {card.recipientName || card.fromName ? <p className="text-sm text-muted">{[card.recipientName && `To ${card.recipientName}`, card.fromName && `from ${card.fromName}`].filter(Boolean).join(', ')}</p> : null}
            <LedgerTable label="Gift card ledger" entries={entries} />
          </>
        )}
      </QueryContent>
    </section>
  );
}

export function GiftCardsPage() {
  useDocumentTitle('Gift cards');
  const [search, setSearch] = useSearchParams();
  const open = search.get('code');
  const list = useQuery(giftCardsQueryOptions());
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const find = (event: FormEvent) => {
    event.preventDefault();
    const code = readGiftCardCode(typed);
    if (!code) return setProblem('That is not a gift card code');
    setProblem(null);
    setSearch({ code });
  };
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Gift cards</h1>
        <form onSubmit={find} noValidate aria-label="Find a gift card" className="flex items-end gap-2">
          <TextField label="Gift card code" name="find-gift-card" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} error={problem ?? undefined} />
          <Button type="submit" variant="outline">Open</Button>
        </form>
      </header>
      {open ? <CardLedger key={open} code={open} /> : null}
      <section aria-labelledby="cards-title" className="grid gap-3">
        <h2 id="cards-title" className="text-xl font-semibold">Newest gift cards</h2>
        <QueryContent query={list} loadingLabel="Loading gift cards" size="inline">
          {({ cards }) => (
            <>
              <p className="text-sm text-muted">Owed to holders of these cards: {formatPence(cards.reduce((sum, c) => sum + c.balancePence, 0))}</p>
              <DataTable
                label="Gift cards"
                rows={cards}
                empty={<p className="text-muted">No gift cards sold yet.</p>}
                head={
                  <thead>
                    <tr className="border-b border-border">
                      <th scope="col" className="py-2 pr-3">Code</th>
                      <th scope="col" className="pr-3">Sold</th>
                      <th scope="col" className="pr-3 text-right">Amount</th>
                      <th scope="col" className="pr-3 text-right">Balance</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                }
              >
                {(card) => (
                  <tr key={card.code} className="border-b border-border/60">
                    <td className="py-2 pr-3 font-mono">
                      <button type="button" className="min-h-11 text-primary hover:underline" onClick={() => setSearch({ code: card.code })}>{printedGiftCardCode(card.code)}</button>
                    </td>
                    <td className="pr-3">{formatDate(card.issuedAt)} {card.soldVia === 'till' ? 'at the till' : 'online'}</td>
                    <td className="pr-3 text-right tabular-nums">{formatPence(card.initialPence)}</td>
                    <td className="pr-3 text-right tabular-nums">{formatPence(card.balancePence)}</td>
                    <td>{giftCardStatus(card)}</td>
                  </tr>
                )}
              </DataTable>
            </>
          )}
        </QueryContent>
      </section>
    </div>
  );
}
