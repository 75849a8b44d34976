// A code scanned or typed at the till: a repair job by the QR code on its ticket (or a link holding
// it) or by its job number (DRS-10421), a product by its barcode or SKU (the shop's catalogue), or a
// serialised product's unit by its IMEI or serial (serialised-units.ts); or, for a QR code that is no
// job's, the customer record whose card it is: the sale's customer (decision 207).
import { isQrCode } from '../../shared/repairs/qr-code';
import type { TillLookup } from '../../shared/schemas/sales/till-lookup';
import { getCustomer } from '../data/customers';
import { customerName, searchJobsByTerm } from '../data/jobs';
import { findProductByCode } from '../data/products';
import { repairBalance } from './collect-repair';
import { findUnitBySerial, productWithUnits, unitTillItem } from './serialised-units';

export async function findTillItem(code: string): Promise<TillLookup | null> {
  const trimmed = code.trim();
  const product = await findProductByCode(trimmed);
  if (product?.serialised) return productWithUnits(product);
  if (product) return { kind: 'product', description: product.name, unitPence: product.pricePence, productId: product.id, vatTreatment: product.vatTreatment, available: product.available };
  const unit = await findUnitBySerial(trimmed);
  if (unit) return unitTillItem(unit.product, unit.unit);
  const jobNumber = /^DRS-?(\d{3,})$/i.exec(trimmed);
  let qrCode: string | undefined;
  if (jobNumber) {
    const matches = await searchJobsByTerm(`drs${jobNumber[1]}`);
    qrCode = matches.find((m) => m.jobNumber === `DRS-${jobNumber[1]}`)?.qrCode;
  } else {
    const last = trimmed.split(/[/?#=]/).filter(Boolean).at(-1) ?? '';
    if (isQrCode(last)) qrCode = last;
  }
  if (!qrCode) return null;
  const balance = await repairBalance(qrCode);
  if (!balance) return jobNumber ? null : customerCard(qrCode);
  const { job } = balance;
  return {
    kind: 'repair',
    description: balance.description,
    unitPence: balance.duePence,
    jobQr: job.qrCode,
    jobNumber: job.jobNumber,
    customerQr: job.customer?.customerQr,
    customerName: customerName(job.customer),
    ...(balance.online.length ? { paidOnlinePence: balance.online.reduce((sum, t) => sum + t.amountPence, 0) } : {}),
  };
}

/** Codes never name two things (128 random bits, decision 103): a job's code is tried first. */
async function customerCard(qrCode: string): Promise<TillLookup | null> {
  const customer = await getCustomer(qrCode);
  return customer ? { kind: 'customer', customerQr: customer.qrCode, customerName: `${customer.firstName} ${customer.lastName}` } : null;
}
