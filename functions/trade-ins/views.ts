// The trade-ins list, the seller's emailed copy of the purchase document, and the register of devices
// reported lost or stolen to the shop (issue 30).
import type { Staff } from '../../shared/schemas/sales/fields';
import type { TradeInSummary } from '../../shared/schemas/trade-ins/trade-in';
import { listTradeIns, putReportedLost, type ReportedDevice } from '../data/trade-ins';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { tradeInDocumentMessage } from '../mail/templates/trade-in-document';
import { requestEmail } from '../mail/request-email';
import { normaliseCode } from './records-check';
import { deviceCode, loadTradeIn, viewOf } from './trade-ins';

const LIST_LIMIT = 100;

export async function listTradeInSummaries(customerQr?: string): Promise<{ tradeIns: TradeInSummary[] }> {
  const records = await listTradeIns(LIST_LIMIT, customerQr);
  return {
    tradeIns: records.map((t) => ({
      id: t.id,
      status: t.status,
      deviceLabel: `${t.device.model} ${t.device.storage} ${t.device.colour}`,
      code: deviceCode(t.device),
      grade: t.grade,
      offerPence: t.offerPence,
      ...(t.seller ? { sellerName: t.seller.name } : {}),
      ...(t.documentNumber ? { documentNumber: t.documentNumber } : {}),
      createdAt: t.createdAt,
    })),
  };
}

export async function emailPurchaseDocument(id: string, pdfBase64: string): Promise<void> {
  const tradeIn = viewOf(await loadTradeIn(id), false);
  const { documentNumber } = tradeIn;
  if (!documentNumber) throw new ConflictError('The purchase document is issued when the seller is paid.');
  if (!tradeIn.seller?.email) throw new BadRequestError('The seller gave no email address: print the purchase document instead.');
  const pdf = Buffer.from(pdfBase64, 'base64');
  if (pdf.length > 150_000 || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new BadRequestError('The purchase document is not a PDF of at most 150 kB');
  await requestEmail('trade-in-document', tradeIn.seller.email, tradeInDocumentMessage({ ...tradeIn, documentNumber }), {
    attachments: [{ filename: `${documentNumber}.pdf`, contentType: 'application/pdf', base64: pdfBase64 }],
  });
}

export async function reportLost(input: { code: string; note: string }, by: Staff, now: Date): Promise<ReportedDevice> {
  const code = normaliseCode(input.code);
  if (!/^[A-Z0-9]{6,20}$/.test(code)) throw new BadRequestError('IMEI or serial must be 6 to 20 letters or digits', { errors: { code: ['IMEI or serial must be 6 to 20 letters or digits'] } });
  const report: ReportedDevice = { code, note: input.note, reportedAt: now.toISOString(), by };
  await putReportedLost(report);
  return report;
}
