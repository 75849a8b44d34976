// Selling a gift card at the till (decisions 300, 341): a preset or chosen whole-pound amount, who it
// is for and from, paid all in cash or all on a card terminal into the open drawer; then the card,
// ready to print. A card is never a basket line: it is sold on its own.
import { useState, type FormEvent } from 'react';
import { BUSINESS } from '../../../../../shared/business';
import { printedGiftCardCode } from '../../../../../shared/gift-cards/code';
import { formatPence } from '../../../../../shared/money';
import { GIFT_CARD_PRESETS_PENCE, type GiftCard } from '../../../../../shared/schemas/gift-cards/gift-card';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { PrintArea, printSheet } from '../../../components/repairs/print-area';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { useSellGiftCard } from '../api/vouchers';
import { giftCardAmount } from '../utils/vouchers';

const pounds = (pence: number) => String(pence / 100);
const SHEET_ID = 'gift-card-sheet';

function GiftCardSheet({ card }: { card: GiftCard }) {
  const site = BUSINESS.website.replace(/^https?:\/\//, '');
  return (
    <PrintArea id={SHEET_ID} label="Gift card" className="grid max-w-md gap-3 rounded-xl p-6">
      <p className="text-lg font-bold">{BUSINESS.name}</p>
      <p className="text-sm uppercase tracking-wide">Gift card</p>
      <p className="text-4xl font-bold" data-testid="gift-card-amount">{formatPence(card.initialPence)}</p>
      <p className="font-mono text-xl tracking-wider" data-testid="gift-card-code">{printedGiftCardCode(card.code)}</p>
      {card.recipientName ? <p>To: {card.recipientName}</p> : null}
      {card.fromName ? <p>From: {card.fromName}</p> : null}
      {card.message ? <p className="italic">{card.message}</p> : null}
      <p className="text-sm">
        Spend it in the shop or online, in part or all at once. Check the balance at {site}{paths.giftCards}, in the shop at {BUSINESS.address.line1}, {BUSINESS.address.city}, or on {BUSINESS.phone.display}.
      </p>
    </PrintArea>
  );
}

export function SellGiftCard() {
  const sell = useSellGiftCard();
  const [amount, setAmount] = useState('');
  const [recipientName, setRecipientName] = useState('');
  const [fromName, setFromName] = useState('');
  const [message, setMessage] = useState('');
  const [method, setMethod] = useState<'cash' | 'card'>('cash');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [sold, setSold] = useState<GiftCard | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = giftCardAmount(amount);
    if ('error' in chosen) return setProblem(chosen.error);
    if (method === 'card' && reference.trim().length < 4) return setProblem('Card payments need the terminal reference or the last 4 digits of the card.');
    setProblem(null);
    const payment = method === 'cash' ? { method, amountPence: chosen.pence, tenderedPence: chosen.pence } : { method, amountPence: chosen.pence, reference: reference.trim() };
    sell.mutate(
      { idempotencyKey: key, amountPence: chosen.pence, payments: [payment], recipientName: recipientName.trim() || undefined, fromName: fromName.trim() || undefined, message: message.trim() || undefined },
      { onSuccess: setSold, onError: (error) => setProblem(serverMessage(error)) },
    );
  };

  const another = () => {
    setSold(null);
    setAmount('');
    setRecipientName('');
    setFromName('');
    setMessage('');
    setReference('');
    setKey(crypto.randomUUID());
  };

  if (sold) {
    return (
      <div className="grid gap-3">
        <Notice tone="success" role="status">Gift card sold: {formatPence(sold.initialPence)} paid into the drawer.</Notice>
        <GiftCardSheet card={sold} />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => printSheet(SHEET_ID)}>Print gift card</Button>
          <Button variant="outline" onClick={another}>Sell another gift card</Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sell a gift card" className="grid gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Gift card amount">
        {GIFT_CARD_PRESETS_PENCE.map((pence) => (
          <Button key={pence} size="sm" variant={amount === pounds(pence) ? 'primary' : 'outline'} aria-pressed={amount === pounds(pence)} onClick={() => setAmount(pounds(pence))}>
            {formatPence(pence)}
          </Button>
        ))}
      </div>
      <TextField label="Gift card amount (£)" name="gift-card-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} hint="Whole pounds from £5 to £500." />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="To" name="gift-card-to" optional value={recipientName} onChange={(e) => setRecipientName(e.target.value)} />
        <TextField label="From" name="gift-card-from" optional value={fromName} onChange={(e) => setFromName(e.target.value)} />
      </div>
      <TextField label="Message" name="gift-card-message" optional value={message} onChange={(e) => setMessage(e.target.value)} />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium">Paid by</legend>
        {(['cash', 'card'] as const).map((m) => (
          <label key={m} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="gift-card-method" className="h-5 w-5" checked={method === m} onChange={() => setMethod(m)} />
            {m === 'cash' ? 'Cash' : 'Card'}
          </label>
        ))}
      </fieldset>
      {method === 'card' ? <TextField label="Terminal reference or last 4" name="gift-card-reference" autoComplete="off" value={reference} onChange={(e) => setReference(e.target.value)} /> : null}
      {problem ? <Notice tone="error" role="alert">{problem}</Notice> : null}
      <Button type="submit" variant="secondary" disabled={sell.isPending}>{sell.isPending ? 'Selling...' : 'Sell gift card'}</Button>
    </form>
  );
}
