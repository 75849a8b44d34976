// One trade-in and the step it is at: the offer (accept with the seller's details and declaration, or
// decline), the payout (cash, bank transfer or store credit), the purchase document (printed and emailed), then the
// refurbishment and publishing the unit.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ulid } from 'ulid';
import { shopRoutes } from '../../../../../shared/api/routes/shop';
import { formatPence } from '../../../../../shared/money';
import { DECLARATION_TEXT, ID_TYPES, ID_TYPE_NAMES, PAYOUT_METHOD_NAMES, type PayoutMethod, type TradeIn } from '../../../../../shared/schemas/trade-ins/trade-in';
import { GRADES, WEAR_NAMES, type Grade } from '../../../../../shared/trade-ins/grading';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ChoiceField } from '../../../components/form/choice-field';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { PdfButton } from '../../../components/sales/pdf-button';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { apiCall } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { parsePounds } from '../../../utils/intake-form';
import { tradeInQueryOptions, useAcceptTradeIn, useAddRefurbishment, useDeclineTradeIn, useEmailDocument, usePayTradeIn, usePublishTradeIn } from '../api/trade-ins';
import { SelectField } from '../../../components/form/select-field';

const STATUS_NAMES: Record<TradeIn['status'], string> = { offered: 'Offer made', declined: 'Declined', accepted: 'Accepted', bought: 'Bought', published: 'In the shop' };
const drawPdf = async (tradeIn: TradeIn) => (await import('../../../lib/sales-pdf/trade-in-document-pdf')).tradeInDocumentPdf(tradeIn);
const failed = (error: unknown) => toast({ title: 'That did not work', description: serverMessage(error), variant: 'destructive' });

export function TradeInPanel({ id }: { id: string }) {
  const tradeIn = useQuery(tradeInQueryOptions(id));
  if (tradeIn.isPending) return <PageSpinner label="Loading the trade-in" />;
  if (tradeIn.isError) return <Notice tone="error" role="alert" title="The trade-in could not be loaded">{serverMessage(tradeIn.error)}</Notice>;
  const t = tradeIn.data;
  return (
    <section aria-labelledby="trade-in-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="trade-in-title" className="text-2xl font-semibold">
          {t.device.model} {t.device.storage} {t.device.colour}
        </h2>
        <p>
          Status: <strong data-testid="trade-in-status">{STATUS_NAMES[t.status]}</strong>
        </p>
      </div>
      <div className="grid gap-1 text-sm sm:grid-cols-2">
        <div>IMEI / serial: {t.device.imei ?? t.device.serial}</div>
        <div>
          Grade <strong data-testid="trade-in-grade">{t.grade}</strong>: screen {WEAR_NAMES[t.checklist.screen].toLowerCase()}, body {WEAR_NAMES[t.checklist.body].toLowerCase()}, battery {t.checklist.batteryHealthPercent}%
        </div>
        <div>
          Offer: <strong data-testid="trade-in-offer">{formatPence(t.offerPence)}</strong>
          {t.quote ? ` (online quote ${formatPence(t.quote.pricePence)} for grade ${t.quote.grade})` : ''}
        </div>
        {t.costPence !== undefined ? <div>Cost so far: <span data-testid="trade-in-cost">{formatPence(t.costPence)}</span></div> : null}
        {t.documentNumber ? <div>Purchase document: <strong data-testid="trade-in-document">{t.documentNumber}</strong></div> : null}
        {t.payout ? (
          <div>
            Paid: <span data-testid="trade-in-payout">{PAYOUT_METHOD_NAMES[t.payout.method]}</span>
            {t.payout.reference ? `, reference ${t.payout.reference}` : ''}
          </div>
        ) : null}
        {t.overriddenBy ? <div>Records warning overridden by {t.overriddenBy.name}</div> : null}
      </div>
      {t.warnings.length ? (
        <Notice tone="error" title="The shop's records warned about this device">
          <ul className="list-disc pl-5">
            {t.warnings.map((w) => (
              <li key={w.kind + w.message}>{w.message}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {t.seller ? (
        <p className="text-sm">
          Seller: {t.seller.name}, {t.seller.addressLine1}, {t.seller.town} {t.seller.postcode}
          {t.sellerId ? ` - ${ID_TYPE_NAMES[t.sellerId.idType]} ${t.sellerId.idNumber}, born ${t.sellerId.dateOfBirth}` : ''}
        </p>
      ) : null}
      {t.status === 'offered' ? <AcceptForm tradeIn={t} /> : null}
      {t.status === 'accepted' ? <PayForm tradeIn={t} /> : null}
      {t.documentNumber ? <DocumentActions tradeIn={t} /> : null}
      {t.status === 'bought' || t.status === 'published' ? <Refurbishment tradeIn={t} /> : null}
    </section>
  );
}

/** The seller turns the offer down, before or after giving their details. */
function DeclineButton({ id }: { id: string }) {
  const decline = useDeclineTradeIn(id);
  return (
    <Button variant="outline" disabled={decline.isPending} onClick={() => decline.mutate(undefined, { onError: failed })}>
      Declined
    </Button>
  );
}

function AcceptForm({ tradeIn }: { tradeIn: TradeIn }) {
  const accept = useAcceptTradeIn(tradeIn.id);
  const [seller, setSeller] = useState({ name: '', addressLine1: '', town: '', postcode: '', dateOfBirth: '', email: '', idNumber: '' });
  const [idType, setIdType] = useState<(typeof ID_TYPES)[number] | ''>('');
  const [signedName, setSignedName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const field = (name: keyof typeof seller) => ({ name, value: seller[name], onChange: (e: { target: { value: string } }) => setSeller({ ...seller, [name]: e.target.value }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!idType) return setProblem('Choose the photo ID seen');
    if (!agreed) return setProblem('The seller must tick the declaration');
    setProblem(null);
    accept.mutate(
      { seller: { ...seller, idType, ...(seller.email ? {} : { email: undefined }) }, declaration: { signedName, agreed: true } },
      { onError: (error) => setProblem(serverMessage(error)) },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="The seller" className="grid gap-3">
      <h3 className="text-lg font-semibold">The seller (16 or over)</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="off" {...field('name')} />
        <TextField label="Date of birth" type="date" {...field('dateOfBirth')} />
        <TextField label="Address" {...field('addressLine1')} />
        <TextField label="Town" {...field('town')} />
        <TextField label="Postcode" {...field('postcode')} />
        <TextField label="Email (for the purchase document)" type="email" optional {...field('email')} />
        <SelectField label="Photo ID seen" name="idType" value={idType} options={ID_TYPES.map((v) => ({ value: v, label: ID_TYPE_NAMES[v] }))} onChange={setIdType} />
        <TextField label="ID number" {...field('idNumber')} />
      </div>
      <Notice tone="info" title="Declaration">
        {DECLARATION_TEXT}
      </Notice>
      <TextField label="Seller types their full name to sign" name="signedName" value={signedName} onChange={(e) => setSignedName(e.target.value)} />
      <CheckboxField name="agreed" checked={agreed} onChange={setAgreed} label="I agree to the declaration above" />
      {problem ? <Notice tone="error" role="alert">{problem}</Notice> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={accept.isPending}>
          Accept the offer of {formatPence(tradeIn.offerPence)}
        </Button>
        <DeclineButton id={tradeIn.id} />
      </div>
    </form>
  );
}

function PayForm({ tradeIn }: { tradeIn: TradeIn }) {
  const pay = usePayTradeIn(tradeIn.id);
  // One key for this form: a second press or a retry after a slow answer pays once (decision 315).
  const [idempotencyKey] = useState(() => ulid());
  const [method, setMethod] = useState<PayoutMethod | ''>('');
  const [reference, setReference] = useState('');
  const [customerQr, setCustomerQr] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) return setProblem('Choose cash, bank transfer or store credit');
    setProblem(null);
    pay.mutate(
      { idempotencyKey, method, ...(method === 'bank-transfer' ? { reference } : {}), ...(method === 'store-credit' && customerQr.trim() ? { customerQr: customerQr.trim() } : {}) },
      { onSuccess: (t) => toast({ title: `Paid: purchase document ${t.documentNumber}`, variant: 'success' }), onError: (error) => setProblem(serverMessage(error)) },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Pay the seller" className="grid gap-3">
      <h3 className="text-lg font-semibold">Pay the seller</h3>
      <ChoiceField
        legend="Payment"
        name="method"
        value={method}
        options={[
          { value: 'cash', label: 'Cash from the drawer' },
          { value: 'bank-transfer', label: 'Bank transfer' },
          { value: 'store-credit', label: 'Store credit' },
        ]}
        onChange={setMethod}
      />
      {method === 'bank-transfer' ? <TextField label="Transfer reference" name="reference" value={reference} onChange={(e) => setReference(e.target.value)} className="max-w-sm" /> : null}
      {method === 'store-credit' ? (
        tradeIn.customerQr ? (
          <p className="text-sm">To the account of customer record {tradeIn.customerQr}: the customer spends it at the till with the store credit tender, in this visit or later.</p>
        ) : (
          <TextField label="Customer record (QR code)" name="customer-qr" value={customerQr} onChange={(e) => setCustomerQr(e.target.value)} hint="The store credit goes to the account linked to this record" className="max-w-sm" />
        )
      ) : null}
      {problem ? <Notice tone="error" role="alert">{problem}</Notice> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pay.isPending}>
          Pay {formatPence(tradeIn.offerPence)}
        </Button>
        <DeclineButton id={tradeIn.id} />
      </div>
    </form>
  );
}

function DocumentActions({ tradeIn }: { tradeIn: TradeIn }) {
  const email = useEmailDocument(tradeIn.id);
  const send = async () => {
    try {
      const [{ toBase64 }, bytes] = await Promise.all([import('../../../lib/sales-pdf/purchase-order-pdf'), drawPdf(tradeIn)]);
      await email.mutateAsync(toBase64(bytes));
      toast({ title: `${tradeIn.documentNumber} emailed to ${tradeIn.seller?.email}`, variant: 'success' });
    } catch (error) {
      failed(error);
    }
  };
  return (
    <div className="flex flex-wrap gap-3">
      <PdfButton label="Print the purchase document" filename={`${tradeIn.documentNumber}.pdf`} make={() => drawPdf(tradeIn)} />
      {tradeIn.seller?.email ? (
        <Button variant="outline" disabled={email.isPending} onClick={() => void send()}>
          Email it to the seller
        </Button>
      ) : null}
    </div>
  );
}

function Refurbishment({ tradeIn }: { tradeIn: TradeIn }) {
  const { user } = useAuth();
  const mayRefurbish = can(user, 'tradeIns.refurbish');
  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-semibold">Refurbishment</h3>
      {tradeIn.refurbishment.length ? (
        <ul className="grid gap-1 text-sm" aria-label="Refurbishment lines">
          {tradeIn.refurbishment.map((line) => (
            <li key={line.lineId}>
              {line.kind === 'part' ? 'Part' : 'Labour'}: {line.description}
              {line.costPence !== undefined ? `, ${formatPence(line.costPence)}` : ''} ({line.by.name})
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No refurbishment yet.</p>
      )}
      {tradeIn.status === 'bought' && mayRefurbish ? (
        <>
          <RefurbForm id={tradeIn.id} />
          <PublishForm tradeIn={tradeIn} />
        </>
      ) : null}
      {tradeIn.unit ? <p>In stock as a grade {tradeIn.unit.grade} unit.</p> : null}
    </div>
  );
}

function RefurbForm({ id }: { id: string }) {
  const add = useAddRefurbishment(id);
  const [kind, setKind] = useState<'part' | 'labour'>('part');
  const [description, setDescription] = useState('');
  const [cost, setCost] = useState('');
  const [key, setKey] = useState(() => ulid());
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePounds(cost, 'Cost');
    if ('error' in parsed || parsed.pence === null) return setProblem('error' in parsed ? parsed.error : 'Enter the cost');
    setProblem(null);
    add.mutate(
      { idempotencyKey: key, kind, description, costPence: parsed.pence },
      {
        onSuccess: () => {
          setDescription('');
          setCost('');
          setKey(ulid());
        },
        onError: (error) => setProblem(serverMessage(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add refurbishment" className="grid gap-3 sm:grid-cols-[auto_1fr_10rem_auto] sm:items-end">
      <ChoiceField legend="Kind" name="refurb-kind" value={kind} options={[{ value: 'part', label: 'Part' }, { value: 'labour', label: 'Labour' }]} onChange={setKind} />
      <TextField label="Description" name="refurb-description" value={description} onChange={(e) => setDescription(e.target.value)} />
      <TextField label="Cost (£, without VAT)" name="refurb-cost" inputMode="decimal" value={cost} onChange={(e) => setCost(e.target.value)} />
      <Button type="submit" disabled={add.isPending}>
        Add
      </Button>
      {problem ? <Notice tone="error" role="alert">{problem}</Notice> : null}
    </form>
  );
}

function PublishForm({ tradeIn }: { tradeIn: TradeIn }) {
  const publish = usePublishTradeIn(tradeIn.id);
  const products = useQuery({ queryKey: [shopRoutes.listInventory.path, 'serialised'], queryFn: ({ signal }) => apiCall(shopRoutes.listInventory, { query: {}, signal }) });
  const serialised = (products.data?.products ?? []).filter((p) => p.serialised);
  const [productId, setProductId] = useState('');
  const [grade, setGrade] = useState<Grade>(tradeIn.grade);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!productId) return setProblem('Choose the product it is sold as');
    setProblem(null);
    publish.mutate({ productId, grade, notes }, { onError: (error) => setProblem(serverMessage(error)) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Publish to the shop" className="grid gap-3">
      <h3 className="text-lg font-semibold">Publish to the shop</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label="Sold as" name="productId" value={productId} options={serialised.map((p) => ({ value: p.id, label: p.name }))} onChange={setProductId} />
        <SelectField label="Grade" name="grade" value={grade} options={GRADES.map((g) => ({ value: g, label: `Grade ${g}` }))} onChange={setGrade} />
        <TextField label="Condition notes" name="notes" optional value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      {problem ? <Notice tone="error" role="alert">{problem}</Notice> : null}
      <div>
        <Button type="submit" disabled={publish.isPending}>
          Publish
        </Button>
      </div>
    </form>
  );
}
