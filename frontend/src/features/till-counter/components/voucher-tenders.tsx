// The gift card and store credit tenders of the payment panel (decision 341): a card typed or scanned,
// its balance checked and shown, and how much of it pays; the customer's store credit, its balance and
// how much of it pays. Each defaults to the smaller of what it holds and what is left to pay.
import { useState } from 'react';
import { maskedGiftCardCode, readGiftCardCode } from '../../../../../shared/gift-cards/code';
import { formatPence } from '../../../../../shared/money';
import type { GiftCardBalance } from '../../../../../shared/schemas/gift-cards/gift-card';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { giftCardBalance } from '../api/vouchers';
import { voucherDefaultPence } from '../utils/vouchers';

const pounds = (pence: number) => (pence / 100).toFixed(2);

export interface GiftCardState {
  code: string;
  /** The balance as last checked, for the code as stored; null until checked. */
  checked: { code: string; balance: GiftCardBalance } | null;
  amount: string;
}

export const noGiftCard: GiftCardState = { code: '', checked: null, amount: '' };

/** `leftPence`: what is left to pay without this tender. */
export function GiftCardTender({ value, onChange, leftPence }: { value: GiftCardState; onChange: (next: GiftCardState) => void; leftPence: number }) {
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const check = async () => {
    const code = readGiftCardCode(value.code);
    if (!code) return setProblem('That is not a gift card code');
    setProblem(null);
    setChecking(true);
    try {
      const balance = await giftCardBalance(code);
      onChange({ ...value, checked: { code, balance }, amount: pounds(voucherDefaultPence(balance.balancePence, leftPence)) });
    } catch (error) {
      onChange({ ...value, checked: null });
      setProblem(serverMessage(error));
    } finally {
      setChecking(false);
    }
  };
  return (
    // Folded until asked for: open, the payment's "Complete sale" would fall below a 768 px high till screen.
    <details className="grid gap-2">
      <summary className="min-h-11 cursor-pointer content-center text-sm font-medium">Pay by gift card</summary>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
        <TextField label="Gift card code" name="pay-gift-card-code" optional autoComplete="off" value={value.code} onChange={(e) => onChange({ ...value, code: e.target.value, checked: null, amount: '' })} />
        <Button variant="outline" onClick={() => void check()} disabled={checking || !value.code.trim()}>{checking ? 'Checking...' : 'Check balance'}</Button>
      </div>
      {problem ? <p role="alert" className="text-sm font-medium text-danger">{problem}</p> : null}
      {value.checked ? (
        <>
          <p className="text-sm" data-testid="gift-card-balance">
            Gift card {maskedGiftCardCode(value.checked.code)}: {formatPence(value.checked.balance.balancePence)} left
          </p>
          <TextField label="Gift card (£)" name="pay-gift-card" optional inputMode="decimal" value={value.amount} onChange={(e) => onChange({ ...value, amount: e.target.value })} />
        </>
      ) : null}
    </details>
  );
}

export function StoreCreditTender({ balancePence, amount, onAmount, leftPence }: { balancePence: number; amount: string; onAmount: (amount: string) => void; leftPence: number }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Store credit</legend>
      <p className="text-sm" data-testid="store-credit-balance">Store credit: {formatPence(balancePence)}</p>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
        <TextField label="Store credit (£)" name="pay-store-credit" optional inputMode="decimal" value={amount} onChange={(e) => onAmount(e.target.value)} />
        <Button variant="outline" onClick={() => onAmount(pounds(voucherDefaultPence(balancePence, leftPence)))}>Use store credit</Button>
      </div>
    </fieldset>
  );
}
