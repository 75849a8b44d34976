// Whose Purchases list a till sale's documents (decision 295), read when a refund issues its credit
// note: the account that claimed its receipt, the customer record's account, the collected jobs'
// owners; with none, the customer record itself, until an account claims it.
import type { Sale } from '../../shared/schemas/sales/sale';
import { getCustomer } from '../data/customers';
import { getJob } from '../data/jobs';
import type { PurchaseHolder } from '../data/purchases';
import { getReceipt } from '../data/sales';

export async function tillSaleHolders(sale: Sale): Promise<PurchaseHolder[]> {
  const jobQrs = sale.lines.flatMap((line) => (line.jobQr ? [line.jobQr] : []));
  const [receipt, record, jobs] = await Promise.all([
    getReceipt(sale.receiptCode),
    sale.customer?.customerQr ? getCustomer(sale.customer.customerQr) : null,
    Promise.all(jobQrs.map((qr) => getJob(qr))),
  ]);
  const owners = new Set([receipt?.claimedBy, record?.userId, ...jobs.map((job) => job?.customer?.userId)].filter((id): id is string => Boolean(id)));
  if (owners.size) return [...owners].map((userId) => ({ userId }));
  return record ? [{ customerQr: record.qrCode }] : [];
}
