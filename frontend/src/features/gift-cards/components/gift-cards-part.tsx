// /gift-cards' working part (decision 345): buying a card (a preset or chosen whole-pound amount, the
// buyer's email, who it is for, from, a message), paid on the payment page, which returns here; and
// "Check a gift card's balance" by code (the gift card email links here with the code in the fragment).
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { maskedGiftCardCode, readGiftCardCode } from '../../../../../shared/gift-cards/code';
import { formatPence } from '../../../../../shared/money';
import { GIFT_CARD_PRESETS_PENCE } from '../../../../../shared/schemas/gift-cards/gift-card';
import { EmailField } from '../../../components/form/email-field';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { publicPaths as paths } from '../../../config/public-paths';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { fieldErrorsFromBody, type FieldErrors } from '../../../utils/form-errors';
import { giftCardAmount } from '../../till-counter/utils/vouchers';
import { useBuyGiftCard, useCheckGiftCardBalance } from '../api/gift-cards';

const cardClass = 'grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6';
const pounds = (pence: number) => String(pence / 100);

export function GiftCardsPart() {
  const [params] = useSearchParams();
  return (
    <div className="grid gap-8">
      {params.has('bought') ? (
        <Notice tone="success" role="status" title="Thank you for your order">
          Your gift card is on its way by email: we send it to the recipient, or to you when you gave no recipient’s email.
        </Notice>
      ) : null}
      {params.has('cancelled') ? (
        <Notice tone="info" title="Payment cancelled">
          Nothing was charged. You can buy the gift card again below.
        </Notice>
      ) : null}
      <BuyGiftCard />
      <CheckBalance />
      <p className="text-muted">
        Spend a card in the{' '}
        <Link to={paths.shop} className="underline">
          online shop
        </Link>{' '}
        (enter its code at checkout) or at the counter.
      </p>
    </div>
  );
}

function BuyGiftCard() {
  const buy = useBuyGiftCard();
  const [amount, setAmount] = useState('');
  const [buyerEmail, setBuyerEmail] = useState('');
  const [emailTo, setEmailTo] = useState('');
  const [recipientName, setRecipientName] = useState('');
  const [fromName, setFromName] = useState('');
  const [message, setMessage] = useState('');
  const [key] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = giftCardAmount(amount);
    if ('error' in chosen) return setErrors({ amountPence: chosen.error });
    setErrors({});
    setProblem(null);
    buy.mutate(
      {
        idempotencyKey: key,
        amountPence: chosen.pence,
        buyerEmail: buyerEmail.trim(),
        emailTo: emailTo.trim() || undefined,
        recipientName: recipientName.trim() || undefined,
        fromName: fromName.trim() || undefined,
        message: message.trim() || undefined,
      },
      {
        onSuccess: ({ paymentUrl }) => window.location.assign(paymentUrl),
        onError: (error) => {
          const fields = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
          setErrors(fields);
          if (!Object.keys(fields).length) setProblem(serverMessage(error));
        },
      },
    );
  };
  return (
    <section aria-labelledby="buy-title" className="grid gap-4">
      <h2 id="buy-title" className="text-2xl font-bold">
        Buy a gift card
      </h2>
      <form onSubmit={submit} noValidate aria-label="Buy a gift card" className={cardClass}>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Gift card amount">
          {GIFT_CARD_PRESETS_PENCE.map((pence) => (
            <Button key={pence} variant={amount === pounds(pence) ? 'primary' : 'outline'} aria-pressed={amount === pounds(pence)} onClick={() => setAmount(pounds(pence))}>
              {formatPence(pence)}
            </Button>
          ))}
        </div>
        <TextField label="Amount (£)" name="amount" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} hint="Or choose any whole pound amount from £5 to £500." error={errors.amountPence} />
        <EmailField label="Your email" name="buyerEmail" value={buyerEmail} onChange={(e) => setBuyerEmail(e.target.value)} error={errors.buyerEmail} hint="For the receipt; the card comes here when you give no recipient’s email." />
        <EmailField label="Recipient’s email" name="emailTo" optional autoComplete="off" value={emailTo} onChange={(e) => setEmailTo(e.target.value)} error={errors.emailTo} hint="We email the card to them." />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Recipient’s name" name="recipientName" optional value={recipientName} onChange={(e) => setRecipientName(e.target.value)} error={errors.recipientName} />
          <TextField label="From" name="fromName" optional autoComplete="name" value={fromName} onChange={(e) => setFromName(e.target.value)} error={errors.fromName} />
        </div>
        <TextField label="Message" name="message" optional maxLength={200} value={message} onChange={(e) => setMessage(e.target.value)} error={errors.message} />
        {problem ? (
          <Notice tone="error" role="alert">
            {problem}
          </Notice>
        ) : null}
        <Button type="submit" aria-disabled={buy.isPending} className="justify-self-start">
          {buy.isPending ? 'Opening the payment page...' : 'Buy and pay'}
        </Button>
        <p className="text-sm text-muted">You pay on our payment provider's secure page; we never see your card.</p>
      </form>
    </section>
  );
}

function CheckBalance() {
  // The gift card email's link carries the code in the fragment, which never reaches a server.
  const [code, setCode] = useState(() => (typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1))));
  const check = useCheckGiftCardBalance();
  const [problem, setProblem] = useState<string | null>(null);
  const run = (typed: string) => {
    const stored = readGiftCardCode(typed);
    if (!stored) return setProblem('That is not a gift card code');
    setProblem(null);
    check.mutate(stored, { onError: (error) => setProblem(serverMessage(error)) });
  };
  // The code the page opened with (the email's link) is checked at once; a typed one on Check balance.
  const [opened] = useState(code);
  const { mutate } = check;
  useEffect(() => {
    const stored = readGiftCardCode(opened);
    if (stored) mutate(stored, { onError: (error) => setProblem(serverMessage(error)) });
  }, [opened, mutate]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(code);
  };
  return (
    <section aria-labelledby="balance-title" className="grid gap-4">
      <h2 id="balance-title" className="text-2xl font-bold">
        Check a gift card's balance
      </h2>
      <form onSubmit={submit} noValidate aria-label="Check a gift card's balance" className={cardClass}>
        <TextField
          label="Gift card code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            check.reset();
          }}
          error={problem ?? undefined}
        />
        <Button type="submit" variant="outline" aria-disabled={check.isPending} className="justify-self-start">
          {check.isPending ? 'Checking...' : 'Check balance'}
        </Button>
        {check.data ? (
          <p role="status" data-testid="gift-card-balance" className="text-lg">
            Gift card {maskedGiftCardCode(check.data.lastFour)}: <strong>{formatPence(check.data.balancePence)}</strong> left of {formatPence(check.data.initialPence)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
