// One sale: its receipt (print on the 80 mm roll or A4, PDF, email), the invoice PDF, its refunds
// with their credit notes, and refunding lines with a reason.
import { useCallback, useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import type { RefundRequest, Sale } from '../../../../../shared/schemas/sales/sale';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { PrintArea, printSheet } from '../../../components/repairs/print-area';
import { Receipt } from '../../../components/sales/receipt';
import { ManagerApprovalDialog, approvalAsked } from '../../../components/sales/manager-approval-dialog';
import { PdfButton } from '../../../components/sales/pdf-button';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { nothingFocused } from '../../../lib/page-focus';
import { serverMessage } from '../../../lib/server-message';
import { documentPdf, useEmailReceipt, useRefund, useSale } from '../api/sales';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { RefundForm } from './refund-form';
import { maskedGiftCardCode } from '../../../../../shared/gift-cards/code';
import type { Payment } from '../../../../../shared/schemas/sales/fields';

/** Where a refund went, in the sentence "£12.00 to card": a gift card by its last four only (decision 341). */
const refundedTo = (p: Payment) => (p.method === 'storeCredit' ? 'store credit' : p.giftCardCode ? `gift card ${maskedGiftCardCode(p.giftCardCode)}` : p.method);

function printReceipt(paper: '80' | 'a4') {
  const sheet = document.getElementById('receipt');
  sheet?.classList.toggle('paper-80', paper === '80');
  sheet?.classList.toggle('paper-a4', paper === 'a4');
  printSheet('receipt');
}

function EmailReceipt({ sale }: { sale: Sale }) {
  const send = useEmailReceipt(sale.saleId);
  const [email, setEmail] = useState(sale.customer?.email ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(email.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Email the receipt" className="grid gap-2">
      <TextField label="Email the receipt to" name="receipt-email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" variant="secondary" disabled={send.isPending}>Email receipt</Button>
      {send.isSuccess ? <Notice tone="success" role="status">Receipt emailed to {email.trim()}.</Notice> : null}
      {send.isError ? <Notice tone="error" role="alert">{serverMessage(send.error)}</Notice> : null}
    </form>
  );
}

export function SaleDetail({ saleId, claimHref }: { saleId: string; claimHref: (code: string) => string }) {
  const query = useSale(saleId);
  const refund = useRefund(saleId);
  // Every till refunds up to the front desk's limit; above it the server asks for a manager (decision 268).
  const refunds = can(useAuth().user, 'till.sell');
  const [approving, setApproving] = useState<{ body: RefundRequest; asked: NonNullable<ReturnType<typeof approvalAsked>> } | null>(null);
  const sendRefund = (body: RefundRequest) =>
    refund.mutate(body, {
      onSuccess: () => setApproving(null),
      onError: (error) => {
        const asked = approvalAsked(error);
        if (asked) setApproving({ body, asked });
      },
    });
  // Arriving from the till, focus went with the "Complete sale" button: it starts on printing the
  // receipt, the counter's next step, rather than at the top of the page (decision 249).
  const print = useCallback((button: HTMLButtonElement | null) => {
    if (button && nothingFocused()) button.focus();
  }, []);
  if (query.isPending) return <Spinner label="Loading the sale" />;
  if (query.isError) return <Notice tone="error">{serverMessage(query.error)}</Notice>;
  const sale = query.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <div className="grid content-start gap-3">
        <PrintArea id="receipt" label="Receipt" className="w-[80mm] max-w-full">
          <Receipt
            data={{
              invoiceNumber: sale.invoiceNumber,
              soldAt: sale.soldAt,
              staffName: sale.staff.name,
              lines: sale.lines,
              totalPence: sale.totalPence,
              vat: sale.vat,
              payments: sale.payments,
              refundedPence: sale.refundedPence,
              reward: sale.reward,
              claimUrl: `${window.location.origin}${claimHref(sale.receiptCode)}`,
              code: sale.receiptCode,
            }}
          />
        </PrintArea>
      </div>
      <div className="grid content-start gap-6">
        <section aria-labelledby="sale-title" className="grid gap-3">
          <h2 id="sale-title" className="text-xl font-semibold">
            {sale.invoiceNumber}: {formatPence(sale.totalPence)}
          </h2>
          <p className="text-sm text-muted">
            {formatDateTime(sale.soldAt)} by {sale.staff.name}, {sale.customer ? sale.customer.name : 'walk-in'}
            {sale.changePence ? `. Change given ${formatPence(sale.changePence)}` : ''}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button ref={print} onClick={() => printReceipt('80')}>Print receipt (80 mm)</Button>
            <Button variant="outline" onClick={() => printReceipt('a4')}>Print receipt (A4)</Button>
            <PdfButton label="Receipt PDF" filename={`receipt-${sale.invoiceNumber}.pdf`} make={() => documentPdf(sale.invoiceNumber, `${window.location.origin}${claimHref(sale.receiptCode)}`)} />
            <PdfButton label="Invoice PDF" filename={`${sale.invoiceNumber}.pdf`} make={() => documentPdf(sale.invoiceNumber)} />
          </div>
          <EmailReceipt sale={sale} />
        </section>
        {sale.refunds.length ? (
          <section aria-labelledby="refunds-title" className="grid gap-2">
            <h2 id="refunds-title" className="text-lg font-semibold">Refunds</h2>
            <ul className="grid gap-2">
              {sale.refunds.map((r) => (
                <li key={r.refundId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm">
                  <span>
                    {r.creditNoteNumber}: {formatPence(r.amountPence)} to {r.refunds.map(refundedTo).join(' and ')}, {r.reason}{r.pointsReturned ? `, ${r.pointsReturned} points given back` : ''} ({r.by.name}{r.approvedBy ? `, approved by ${r.approvedBy.name}` : ''}, {formatDateTime(r.at)})
                  </span>
                  <PdfButton variant="ghost" label="Credit note PDF" filename={`${r.creditNoteNumber}.pdf`} make={() => documentPdf(r.creditNoteNumber)} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {refunds && sale.lines.some((l) => l.refundedQuantity < l.quantity) ? <RefundForm key={sale.refunds.length} sale={sale} pending={refund.isPending} error={refund.isError && !approving ? serverMessage(refund.error) : null} onRefund={sendRefund} /> : null}
      </div>
      <ManagerApprovalDialog
        asked={approving?.asked ?? null}
        pending={refund.isPending}
        error={approving && refund.isError && !approvalAsked(refund.error) ? serverMessage(refund.error) : null}
        onApproved={(approvalId) => approving && sendRefund({ ...approving.body, approvalId })}
        onCancel={() => setApproving(null)}
      />
    </div>
  );
}
