// /admin/till: the counter. Scan items and repair tickets into the basket (a scanner types like a
// keyboard), add custom items, discount lines or the basket with a reason, choose the customer, take
// payment and complete the sale; the drawer sits beside it. A member customer's tier discount shows on
// repair lines and a reward can be redeemed (decisions 160, 161).
// The sale is built on the left and paid on the right, where the total, the payment and "Complete sale"
// come first, so they are in view without scrolling at 1024x768 whatever the basket holds. By keyboard
// (decision 249): focus starts in the scan field and comes back to it after each step that removes
// what had focus; "Go to payment" (shown when focused) jumps from the scan field to the payment.
// Gift cards are sold on their own ("Sell a gift card") and, with store credit, taken as tenders (decision 341).
import { useRef, useState, type ReactNode } from 'react';
import { formatPence } from '../../../../../shared/money';
import type { Discount } from '../../../../../shared/sales/sale-totals';
import type { CreateSaleRequest, Sale } from '../../../../../shared/schemas/sales/sale';
import type { TillItem, TillLookup } from '../../../../../shared/schemas/sales/till-lookup';
import { Notice } from '../../../components/form/notice';
import { ManagerApprovalDialog, approvalAsked } from '../../../components/sales/manager-approval-dialog';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/server-message';
import { useCurrentDrawer } from '../api/drawer';
import { useTillMember } from '../api/member';
import { useCreateSale } from '../api/sale';
import { useStoreCredit } from '../api/vouchers';
import { addCustom, addItem, basketTotals, paidOnlinePence, pricedLines, requestLines, type BasketLine } from '../utils/basket';
import { MemberPanel } from './member-panel';
import { BasketTable, TotalsList } from './basket-table';
import { CustomItemForm } from './custom-item-form';
import { DiscountFields } from './discount-fields';
import { DrawerPanel } from './drawer-panel';
import { OpenDrawerForm } from './open-drawer-form';
import { PaymentPanel } from './payment-panel';
import { ScanField } from './scan-field';
import { SellGiftCard } from './sell-gift-card';
import { UnitPicker } from './unit-picker';

export interface TillPageProps {
  /** The customer picker (the customers feature's), given the chosen record and how to change it. */
  customerSlot: (customerQr: string | null, onChange: (customerQr: string | null) => void) => ReactNode;
  onSold: (sale: Sale) => void;
  onDrawerClosed: (sessionId: string) => void;
}

const newKey = () => crypto.randomUUID();

type Payments = CreateSaleRequest['payments'];
type ApprovalAsked = NonNullable<ReturnType<typeof approvalAsked>>;

export function TillPage({ customerSlot, onSold, onDrawerClosed }: TillPageProps) {
  const drawer = useCurrentDrawer();
  const sale = useCreateSale();
  const [lines, setLines] = useState<BasketLine[]>([]);
  const [basketDiscount, setBasketDiscount] = useState<Discount | undefined>();
  const [customerQr, setCustomerQr] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [picking, setPicking] = useState<TillItem | null>(null);
  const [rewardId, setRewardId] = useState<string | null>(null);
  const [approving, setApproving] = useState<{ payments: Payments; asked: ApprovalAsked } | null>(null);
  const memberQuery = useTillMember(customerQr);
  const storeCredit = useStoreCredit(customerQr);
  const scan = useRef<HTMLInputElement>(null);
  const payment = useRef<HTMLButtonElement>(null);

  if (drawer.isPending) return <Spinner label="Loading the drawer" />;
  if (drawer.isError) return <Notice tone="error">{serverMessage(drawer.error)}</Notice>;
  const session = drawer.data.session;
  if (!session) return <OpenDrawerForm />;

  const member = customerQr && memberQuery.data?.member ? memberQuery.data.member : null;
  const reward = member?.rewards.find((r) => r.id === rewardId) ?? null;
  const shown = pricedLines(lines, member ? { tier: member.tier, percent: member.repairDiscountPercent } : null);
  const computed = basketTotals(shown, basketDiscount, reward ?? undefined);
  const totals = 'totals' in computed ? computed.totals : null;
  const paidOnline = paidOnlinePence(lines);

  const onItem = (item: TillLookup) => {
    if (item.kind === 'customer') return changeCustomer(item.customerQr);
    // A serialised product by its barcode: staff pick which unit first.
    if (item.units) return setPicking(item);
    if (picking) scan.current?.focus();
    setPicking(null);
    setLines((current) => addItem(current, item));
    if (item.customerQr && !customerQr) setCustomerQr(item.customerQr);
  };
  const changeCustomer = (qr: string | null) => {
    setCustomerQr(qr);
    setRewardId(null);
  };

  const complete = (payments: Payments, approvalId?: string) => {
    setFailure(null);
    sale.mutate(
      { idempotencyKey, customerQr: customerQr ?? undefined, lines: requestLines(lines), basketDiscount, rewardId: reward?.id, payments, approvalId },
      {
        onSuccess: (done) => {
          setApproving(null);
          setLines([]);
          setBasketDiscount(undefined);
          setCustomerQr(null);
          setRewardId(null);
          setIdempotencyKey(newKey());
          onSold(done);
        },
        onError: (error) => {
          // Discounts beyond the front desk's limit: a manager approves on the spot (decision 268).
          const asked = approvalAsked(error);
          if (asked) return setApproving({ payments, asked });
          if (!approving) setFailure(serverMessage(error));
        },
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="grid content-start gap-6">
        <div className="grid gap-1">
          <ScanField onItem={onItem} input={scan} />
          <Button variant="outline" size="sm" className="sr-only justify-self-start focus:not-sr-only" onClick={() => payment.current?.focus()}>
            Go to payment
          </Button>
        </div>
        {picking ? (
          <UnitPicker
            item={picking}
            onPick={onItem}
            onCancel={() => {
              setPicking(null);
              scan.current?.focus();
            }}
          />
        ) : null}
        <BasketTable
          lines={shown}
          totals={totals}
          onQuantity={(key, quantity) => setLines((c) => c.map((l) => (l.key === key ? { ...l, quantity } : l)))}
          onDiscount={(key, discount) => setLines((c) => c.map((l) => (l.key === key ? { ...l, discount } : l)))}
          onRemove={(key) => {
            setLines((c) => c.filter((l) => l.key !== key));
            scan.current?.focus();
          }}
        />
        {'error' in computed ? <Notice tone="error" role="alert">{computed.error}</Notice> : null}
        <details className="rounded-xl border border-border p-4">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">Custom item</summary>
          <div className="mt-3">
            <CustomItemForm onAdd={(item) => setLines((c) => addCustom(c, item))} />
          </div>
        </details>
        <details className="rounded-xl border border-border p-4">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">Sell a gift card</summary>
          <div className="mt-3">
            <SellGiftCard />
          </div>
        </details>
        <DiscountFields label="Basket discount" value={basketDiscount} onChange={setBasketDiscount} />
        <section aria-labelledby="customer-title" className="grid gap-2">
          <h2 id="customer-title" className="text-lg font-semibold">Customer</h2>
          {customerSlot(customerQr, changeCustomer)}
          {!customerQr ? <p className="text-sm text-subtle">Walk-in: no customer record.</p> : null}
          {member ? <MemberPanel member={member} rewardId={reward?.id ?? null} onReward={setRewardId} /> : null}
        </section>
      </div>
      <div className="grid content-start gap-4">
        {totals ? <TotalsList totals={totals} reward={reward ? { name: reward.name, points: reward.pointsCost } : null} /> : null}
        {paidOnline > 0 ? (
          <div className="grid gap-1 text-sm font-medium text-success" data-testid="paid-online">
            <p className="flex justify-between">
              <span>Paid online</span>
              <span>−{formatPence(paidOnline)}</span>
            </p>
            {totals && totals.totalPence === paidOnline ? <p>Nothing to pay: the balance was paid online.</p> : null}
          </div>
        ) : null}
        <PaymentPanel key={idempotencyKey} saleKey={idempotencyKey} storeCreditPence={customerQr && storeCredit.data?.balancePence ? storeCredit.data.balancePence : undefined} start={payment} totalPence={(totals?.totalPence ?? 0) - paidOnline} disabled={!totals || lines.length === 0 || sale.isPending} onPay={complete} />
        {failure ? <Notice tone="error" role="alert">{failure}</Notice> : null}
        {sale.isPending ? <p aria-live="polite">Taking payment...</p> : null}
        <DrawerPanel session={session} onClosed={onDrawerClosed} />
        <p className="sr-only">Drawer expects {formatPence(session.report.expectedCashPence)}</p>
      </div>
      <ManagerApprovalDialog
        asked={approving?.asked ?? null}
        pending={sale.isPending}
        error={approving && sale.isError && !approvalAsked(sale.error) ? serverMessage(sale.error) : null}
        onApproved={(approvalId) => approving && complete(approving.payments, approvalId)}
        onCancel={() => setApproving(null)}
      />
    </div>
  );
}
