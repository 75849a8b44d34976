// "Gift card" and "Use my store credit" at the shop's checkout (decision 346): a code typed, its balance
// checked and shown, how much of it to use (the smaller of its balance and the total unless changed);
// a signed-in customer's store credit offered when they have some.
import { useState } from 'react';
import { maskedGiftCardCode, readGiftCardCode } from '../../../../../shared/gift-cards/code';
import { formatPence } from '../../../../../shared/money';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { useCheckGiftCardBalance } from '../../gift-cards/api/gift-cards';
import { giftCardDefaultPence, type VoucherChoice } from '../utils/vouchers';

const pounds = (pence: number) => (pence / 100).toFixed(2);

export function GiftCardPayment({ value, onChange, totalPence, amountError, storeCreditPence }: {
  value: VoucherChoice;
  onChange: (next: VoucherChoice) => void;
  totalPence: number;
  amountError: string | null;
  /** The customer's store credit; the choice is offered only when there is some. */
  storeCreditPence: number;
}) {
  const check = useCheckGiftCardBalance();
  const [problem, setProblem] = useState<string | null>(null);
  const checkBalance = () => {
    const code = readGiftCardCode(value.code);
    if (!code) return setProblem('That is not a gift card code');
    setProblem(null);
    check.mutate(code, {
      onSuccess: (balance) => onChange({ ...value, checked: { code, balance }, amount: null }),
      onError: (error) => {
        onChange({ ...value, checked: null, amount: null });
        setProblem(serverMessage(error));
      },
    });
  };
  const checked = value.checked;
  return (
    <>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold">Gift card</legend>
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
          <TextField
            label="Gift card code"
            name="gift-card-code"
            optional
            autoComplete="off"
            autoCapitalize="characters"
            value={value.code}
            onChange={(e) => onChange({ ...value, code: e.target.value, checked: null, amount: null })}
          />
          <Button variant="outline" onClick={checkBalance} disabled={check.isPending || !value.code.trim()}>
            {check.isPending ? 'Checking...' : 'Check balance'}
          </Button>
        </div>
        {problem ? <p role="alert" className="text-sm font-medium text-danger">{problem}</p> : null}
        {checked ? (
          <>
            <p data-testid="gift-card-balance">
              Gift card {maskedGiftCardCode(checked.code)}: {formatPence(checked.balance.balancePence)} left
            </p>
            <TextField
              label="Amount to use (£)"
              name="gift-card-amount"
              inputMode="decimal"
              value={value.amount ?? pounds(giftCardDefaultPence(checked.balance.balancePence, totalPence))}
              onChange={(e) => onChange({ ...value, amount: e.target.value })}
              error={amountError ?? undefined}
            />
          </>
        ) : null}
      </fieldset>
      {storeCreditPence > 0 ? (
        <label className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4">
          <input type="checkbox" checked={value.useStoreCredit} onChange={(e) => onChange({ ...value, useStoreCredit: e.target.checked })} className="h-5 w-5" />
          <span>Use my store credit ({formatPence(storeCreditPence)})</span>
        </label>
      ) : null}
    </>
  );
}
