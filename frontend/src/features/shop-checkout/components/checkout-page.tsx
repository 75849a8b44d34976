// /shop/checkout: delivery (Royal Mail Tracked, flat fee, UK address with suggestions) or click and
// collect (free); the summary with VAT; then pay on the provider's page. A price that changed since
// the cart was filled is shown, and paying needs the customer to confirm the new total. A gift card
// and the customer's store credit pay first (decision 346); an order they cover needs no payment page.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPence } from '../../../../../shared/money';
import { DELIVERY_FEE_PENCE, vatIncluded, type Fulfilment } from '../../../../../shared/schemas/shop/order';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { buttonClasses } from '../../../components/ui/button';
import { PageSection } from '../../../components/ui/page-section';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { cartQueryOptions } from '../../../lib/cart';
import { useAddressSuggestions, useCancelCheckout, useStartCheckout } from '../api/checkout';
import { useMyStoreCredit } from '../../gift-cards/api/gift-cards';
import { noVouchers, voucherParts } from '../utils/vouchers';
import { GiftCardPayment } from './gift-card-payment';
import { discountOf, PointsRewardPicker, usePointsRewards } from './points-reward-picker';

const emptyAddress = { name: '', line1: '', line2: '', city: 'Belfast', postcode: '' };

/**
 * The heading and its sentence, the page's largest text on a phone whether the cart is empty or not,
 * so the LCP is the first paint (decision 223).
 */
function CheckoutLayout({ children }: { children: ReactNode }) {
  useDocumentTitle('Checkout');
  return (
    <PageSection title="Checkout" intro="Collect from the shop for free or have it delivered by Royal Mail, then pay on our payment provider's secure page.">
      {children}
    </PageSection>
  );
}

function LoadingCart() {
  return <PageSpinner label="Loading your cart" />;
}

/**
 * The page before the user and their cart are known: what the page draws while the cart loads. In
 * the page's HTML and under the guard while it asks who is signed in (decisions 204, 223).
 */
export function CheckoutFrame() {
  return (
    <CheckoutLayout>
      <LoadingCart />
    </CheckoutLayout>
  );
}

export function CheckoutPage() {
  const cart = useQuery(cartQueryOptions());
  const [params] = useSearchParams();
  const cancelled = params.get('cancelled');
  const cancel = useCancelCheckout();
  const cancelledOnce = useRef(false);
  useEffect(() => {
    if (!cancelled || cancelledOnce.current) return;
    cancelledOnce.current = true;
    cancel.mutate(cancelled, { onSettled: () => void cart.refetch() });
  }, [cancelled, cancel, cart]);
  const [fulfilment, setFulfilment] = useState<Fulfilment>('collect');
  const [address, setAddress] = useState(emptyAddress);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  const start = useStartCheckout();
  const suggestions = useAddressSuggestions(fulfilment === 'delivery' ? address.line1 : '');
  const { rewards, settled: pointsSettled } = usePointsRewards((cart.data?.lines.length ?? 0) > 0);
  const [rewardId, setRewardId] = useState<string | null>(null);
  const [vouchers, setVouchers] = useState(noVouchers);
  const storeCredit = useMyStoreCredit();
  // A refused address puts focus on the first field to put right (decision 250).
  const addressFields = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    const box = addressFields.current;
    (box?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? box?.querySelector<HTMLElement>('input'))?.focus();
  }, [fieldErrors]);

  // The payment page's cancel link comes back here with ?cancelled: that notice shows at once, above the cart.
  const cancelledNotice = cancelled ? (
    <Notice tone="info" title="Payment cancelled">
      Nothing was charged and the items are back in stock. Your cart is as you left it.
    </Notice>
  ) : null;
  if (cart.isPending || !pointsSettled || storeCredit.isPending) {
    return (
      <CheckoutLayout>
        {cancelledNotice}
        <LoadingCart />
      </CheckoutLayout>
    );
  }
  if (cart.isError) {
    return (
      <CheckoutLayout>
        {cancelledNotice}
        <Notice tone="error" role="alert" title="Could not load your cart">
          {serverMessage(cart.error)}
        </Notice>
      </CheckoutLayout>
    );
  }
  const delivery = fulfilment === 'delivery' ? DELIVERY_FEE_PENCE : 0;
  const reward = rewards.find((r) => r.id === rewardId);
  const discount = discountOf(reward, cart.data.subtotalPence + delivery);
  const total = cart.data.subtotalPence + delivery - discount;
  const creditBalance = storeCredit.data?.balancePence ?? 0;
  const parts = voucherParts(vouchers, total, creditBalance);

  async function pay() {
    setFieldErrors({});
    setPriceNotice(null);
    if (parts.amountError) return;
    try {
      const { paymentUrl } = await start.mutateAsync({
        fulfilment,
        address: fulfilment === 'delivery' ? { ...address, line2: address.line2 || undefined } : undefined,
        acceptedTotalPence: total,
        rewardId: reward?.id,
        giftCardCode: parts.giftCardPence > 0 ? vouchers.checked?.code : undefined,
        giftCardPence: parts.giftCardPence > 0 ? parts.giftCardPence : undefined,
        useStoreCredit: parts.storeCreditPence > 0 ? true : undefined,
      });
      window.location.assign(paymentUrl);
    } catch (error) {
      if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
        const body = error.body as { errors?: Record<string, string[]>; totalPence?: number };
        if (body.errors) setFieldErrors(body.errors);
        if (body.totalPence !== undefined) {
          setPriceNotice(`${serverMessage(error)} The new total is ${formatPence(body.totalPence)}.`);
          await cart.refetch();
        }
      }
    }
  }

  const field = (name: keyof typeof emptyAddress) => ({
    value: address[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setAddress({ ...address, [name]: e.target.value }),
    error: fieldErrors[`address.${name}`]?.[0],
  });

  return (
    <CheckoutLayout>
      {cancelledNotice}
      {cart.data.lines.length === 0 ? (
        <p className="text-muted">
          Your cart is empty.{' '}
          <Link to={paths.shop} className="underline">
            Browse the shop
          </Link>
        </p>
      ) : (
        <>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-lg font-semibold">How would you like it?</legend>
            <label className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4">
              <input type="radio" name="fulfilment" value="collect" checked={fulfilment === 'collect'} onChange={() => setFulfilment('collect')} className="h-5 w-5" />
              <span>
                <strong>Click and collect</strong> from the shop: free. We email you when it is ready.
              </span>
            </label>
            <label className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4">
              <input type="radio" name="fulfilment" value="delivery" checked={fulfilment === 'delivery'} onChange={() => setFulfilment('delivery')} className="h-5 w-5" />
              <span>
                <strong>Royal Mail Tracked delivery</strong>: {formatPence(DELIVERY_FEE_PENCE)}
              </span>
            </label>
          </fieldset>
          {fulfilment === 'delivery' ? (
            <fieldset ref={addressFields} className="grid gap-3">
              <legend className="mb-2 text-lg font-semibold">Delivery address</legend>
              {fieldErrors.address ? <p role="alert" className="text-danger">{fieldErrors.address[0]}</p> : null}
              <TextField label="Full name" autoComplete="name" {...field('name')} />
              <TextField label="Address line 1" autoComplete="address-line1" list="address-suggestions" {...field('line1')} />
              <datalist id="address-suggestions">
                {(suggestions.data ?? []).map((s) => (
                  <option key={s.description} value={s.structured_formatting.main_text}>
                    {s.description}
                  </option>
                ))}
              </datalist>
              <TextField label="Address line 2" optional autoComplete="address-line2" {...field('line2')} />
              <TextField label="Town or city" autoComplete="address-level2" {...field('city')} />
              <TextField label="Postcode" autoComplete="postal-code" {...field('postcode')} />
            </fieldset>
          ) : null}
          <PointsRewardPicker rewards={rewards} chosen={rewardId} orderPence={cart.data.subtotalPence + delivery} onChoose={setRewardId} />
          <GiftCardPayment value={vouchers} onChange={setVouchers} totalPence={total} amountError={parts.amountError} storeCreditPence={creditBalance} />
          <section aria-labelledby="summary-title" className="grid gap-2 rounded-xl border border-border bg-surface p-4">
            <h2 id="summary-title" className="text-lg font-semibold">
              Order summary
            </h2>
            <ul className="grid gap-1">
              {cart.data.lines.map((line) => (
                <li key={line.productId} className="flex justify-between gap-4">
                  <span>
                    {line.quantity} x {line.name}
                  </span>
                  <span>{formatPence(line.lineTotalPence)}</span>
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-2 gap-1 border-t border-border pt-2">
              <dt>Delivery</dt>
              <dd className="text-right">{delivery ? formatPence(delivery) : 'Free'}</dd>
              {reward ? (
                <>
                  <dt>
                    {reward.name} ({reward.pointsCost} points)
                  </dt>
                  <dd className="text-right">-{formatPence(discount)}</dd>
                </>
              ) : null}
              <dt className="font-bold">Total</dt>
              <dd className="text-right font-bold">{formatPence(total)}</dd>
              <dt className="text-sm text-muted">Includes VAT (20%)</dt>
              <dd className="text-right text-sm text-muted">{formatPence(vatIncluded(total))}</dd>
              {parts.giftCardPence > 0 ? (
                <>
                  <dt>Gift card</dt>
                  <dd className="text-right">-{formatPence(parts.giftCardPence)}</dd>
                </>
              ) : null}
              {parts.storeCreditPence > 0 ? (
                <>
                  <dt>Store credit</dt>
                  <dd className="text-right">-{formatPence(parts.storeCreditPence)}</dd>
                </>
              ) : null}
              {parts.giftCardPence + parts.storeCreditPence > 0 ? (
                <>
                  <dt className="font-bold">To pay by card</dt>
                  <dd className="text-right font-bold" data-testid="to-pay-by-card">{formatPence(parts.cardPence)}</dd>
                </>
              ) : null}
            </dl>
          </section>
          {priceNotice ? (
            <Notice tone="warning" role="alert" title="Prices have changed">
              {priceNotice}
            </Notice>
          ) : null}
          {start.isError && !priceNotice && !Object.keys(fieldErrors).length ? (
            <Notice tone="error" role="alert" title="We could not start the payment">
              {serverMessage(start.error)}
            </Notice>
          ) : null}
          {/* aria-disabled, not disabled, while the payment starts: a disabled button drops keyboard focus. */}
          <button
            type="button"
            className={buttonClasses('primary', 'lg', 'justify-self-end aria-disabled:opacity-50')}
            aria-disabled={start.isPending}
            onClick={() => {
              if (!start.isPending) void pay();
            }}
          >
            {parts.cardPence > 0 ? `Pay ${formatPence(parts.cardPence)}` : 'Place order'}
          </button>
          <p className="text-sm text-muted">
            {parts.cardPence > 0
              ? "You pay on our payment provider's secure page; we never see your card. Items are held for 30 minutes."
              : 'Your gift card and store credit cover the order: nothing to pay by card.'}
          </p>
        </>
      )}
    </CheckoutLayout>
  );
}
