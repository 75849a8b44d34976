// Taking payment: cash (with what was handed over and the change due), card on a registered reader
// (reader-payment.tsx), card typed from another terminal (its reference or the card's last 4 digits,
// never the card number), a gift card or the customer's store credit (voucher-tenders.tsx, decision
// 341), or several of them. A form, so
// Enter in any of its fields completes the sale, as "Complete sale" does (its checks first).
import { useState, type FormEvent, type RefObject } from 'react';
import { formatPence } from '../../../../../shared/money';
import { changeDue } from '../../../../../shared/sales/sale-totals';
import type { CreateSaleRequest } from '../../../../../shared/schemas/sales/sale';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { parsePounds } from '../../../utils/intake-form';
import type { TerminalPayment } from '../../../../../shared/schemas/sales/terminal';
import { voucherProblem } from '../utils/vouchers';
import { ReaderPayment } from './reader-payment';
import { GiftCardTender, noGiftCard, StoreCreditTender, type GiftCardState } from './voucher-tenders';

type Payments = CreateSaleRequest['payments'];

const pounds = (pence: number) => (pence / 100).toFixed(2);

export interface PaymentPanelProps {
  totalPence: number;
  /** The sale's idempotency key: a reader payment is for this sale only. */
  saleKey: string;
  disabled: boolean;
  onPay: (payments: Payments) => void;
  /** The panel's first control, where the till's "Go to payment" sends focus. */
  start: RefObject<HTMLButtonElement | null>;
  /** The sale's customer's store credit, when they have some to spend. */
  storeCreditPence?: number;
}

export function PaymentPanel({ totalPence, saleKey, disabled, onPay, start, storeCreditPence }: PaymentPanelProps) {
  const [cash, setCash] = useState('');
  const [tendered, setTendered] = useState('');
  const [card, setCard] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [onReader, setOnReader] = useState<TerminalPayment | null>(null);
  const [gift, setGift] = useState<GiftCardState>(noGiftCard);
  const [storeCredit, setStoreCredit] = useState('');

  const pence = (text: string) => {
    const parsed = parsePounds(text);
    return 'error' in parsed ? null : (parsed.pence ?? 0);
  };
  const cashPence = pence(cash) ?? 0;
  const cardPence = pence(card) ?? 0;
  const tenderedPence = pence(tendered) ?? 0;
  const readerPence = onReader?.amountPence ?? 0;
  const giftPence = gift.checked ? (pence(gift.amount) ?? 0) : 0;
  const storeCreditTaken = storeCreditPence ? (pence(storeCredit) ?? 0) : 0;
  const left = totalPence - cashPence - cardPence - readerPence - giftPence - storeCreditTaken;

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    if (pence(cash) === null || pence(card) === null || pence(tendered) === null || pence(gift.amount) === null || pence(storeCredit) === null) return setError('Enter amounts in pounds, like 12.50');
    const voucherError = voucherProblem('gift card', giftPence, gift.checked?.balance.balancePence ?? null) ?? voucherProblem('store credit', storeCreditTaken, storeCreditPence ?? 0);
    if (voucherError) return setError(voucherError);
    if (left !== 0) return setError(left > 0 ? `${formatPence(left)} still to pay` : `The payments are ${formatPence(-left)} more than the total`);
    if (cardPence > 0 && reference.trim().length < 4) return setError('Card payments need the terminal reference or the last 4 digits of the card.');
    if (cashPence > 0 && tendered.trim() !== '' && tenderedPence < cashPence) return setError('The cash handed over is less than the cash payment');
    setError(null);
    const payments: Payments = [];
    if (cashPence > 0) payments.push({ method: 'cash', amountPence: cashPence, tenderedPence: tendered.trim() ? tenderedPence : cashPence });
    if (cardPence > 0) payments.push({ method: 'card', amountPence: cardPence, reference: reference.trim() });
    if (onReader) payments.push({ method: 'terminal', amountPence: onReader.amountPence, terminalPaymentKey: onReader.paymentKey });
    if (gift.checked && giftPence > 0) payments.push({ method: 'giftCard', amountPence: giftPence, giftCardCode: gift.checked.code });
    if (storeCreditTaken > 0) payments.push({ method: 'storeCredit', amountPence: storeCreditTaken });
    onPay(payments);
  };

  // Every tender may be left empty (a sale takes whichever mix pays it), so none is marked
  // "(optional)": the markers wrapped the labels and pushed "Complete sale" below a 1024x768 screen.
  return (
    <form onSubmit={pay} noValidate aria-labelledby="payment-title" className="grid gap-2.5">
      <h2 id="payment-title" className="text-lg font-semibold">Payment</h2>
      <div className="flex flex-wrap gap-2">
        <Button ref={start} size="sm" variant="outline" onClick={() => (setCash(pounds(totalPence)), setCard(''))}>All cash</Button>
        <Button size="sm" variant="outline" onClick={() => (setCard(pounds(totalPence)), setCash(''))}>All card</Button>
        <Button size="sm" variant="outline" onClick={() => setCard(pounds(Math.max(0, totalPence - cashPence - readerPence - giftPence - storeCreditTaken)))}>Card for the rest</Button>
      </div>
      <div className="grid grid-cols-2 items-end gap-3">
        <TextField label="Cash (£)" name="pay-cash" required={false} inputMode="decimal" value={cash} onChange={(e) => setCash(e.target.value)} />
        <TextField label="Cash handed over (£)" name="pay-tendered" required={false} inputMode="decimal" value={tendered} onChange={(e) => setTendered(e.target.value)} />
      </div>
      <GiftCardTender value={gift} onChange={setGift} leftPence={left + giftPence} />
      {storeCreditPence ? <StoreCreditTender balancePence={storeCreditPence} amount={storeCredit} onAmount={setStoreCredit} leftPence={left + storeCreditTaken} /> : null}
      <ReaderPayment saleKey={saleKey} duePence={totalPence - cashPence - cardPence - giftPence - storeCreditTaken} onApproved={setOnReader} />
      <fieldset className="grid grid-cols-2 items-end gap-3">
        <legend className="sr-only">Card (other terminal)</legend>
        <TextField label="Card (£)" name="pay-card" required={false} inputMode="decimal" value={card} onChange={(e) => setCard(e.target.value)} />
        <TextField label="Terminal reference or last 4" name="pay-reference" required={false} autoComplete="off" value={reference} onChange={(e) => setReference(e.target.value)} />
      </fieldset>
      <dl className="grid grid-cols-2 gap-3 text-sm" aria-live="polite">
        <div className="flex justify-between gap-2"><dt className="text-muted">Left to pay</dt><dd data-testid="left-to-pay">{formatPence(Math.max(0, left))}</dd></div>
        <div className="flex justify-between gap-2 font-semibold"><dt>Change due</dt><dd data-testid="change-due">{formatPence(changeDue(tenderedPence, cashPence))}</dd></div>
      </dl>
      {error ? <p role="alert" className="text-sm font-medium text-danger">{error}</p> : null}
      <Button type="submit" size="lg" disabled={disabled}>Complete sale</Button>
    </form>
  );
}
