// The records check before the shop buys a device (issue 30, decision 312): what the shop's own
// records say about its IMEI or serial. A repair job of another customer's (the jobs' search terms,
// decision 124), a refurbished unit of the shop's (in stock or sold, the units' serial claims,
// decision 148), a report to the shop that it was lost or stolen, or an earlier trade-in. Each is a
// warning only a manager may override (functions/sales/manager-approval.ts).
import type { RecordCheck, RecordWarning } from '../../shared/schemas/trade-ins/trade-in';
import { formatDate } from '../../shared/dates';
import { jobsOfCustomer } from '../data/jobs';
import { getProduct } from '../data/products';
import { getUnit, unitOfSerial } from '../data/stock';
import { getReportedLost, jobsOfDeviceCode, tradeInsOfCode } from '../data/trade-ins';

/** An IMEI as digits, a serial upper-case without spaces or dashes: as units and trade-ins store it. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export async function checkRecords(rawCode: string, customerQr?: string): Promise<RecordCheck> {
  const code = normaliseCode(rawCode);
  // Repair jobs store an IMEI as digits and a serial lower-case (functions/data/search-terms.ts).
  const term = /^\d{15}$/.test(code) ? code : code.toLowerCase();
  const [jobs, ownJobs, claim, lost, earlier] = await Promise.all([
    term.length >= 3 ? jobsOfDeviceCode(term) : Promise.resolve([]),
    customerQr ? jobsOfCustomer(customerQr) : Promise.resolve([]),
    unitOfSerial(code),
    getReportedLost(code),
    tradeInsOfCode(code),
  ]);
  const warnings: RecordWarning[] = [];
  if (lost) {
    warnings.push({ kind: 'reported-lost-or-stolen', message: `Reported lost or stolen to the shop on ${formatDate(lost.reportedAt)}: ${lost.note}` });
  }
  const own = new Set(ownJobs.map((j) => j.qrCode));
  for (const job of jobs.filter((j) => !own.has(j.qrCode))) {
    warnings.push({ kind: 'customer-device', message: `Another customer's device: repair job ${job.jobNumber}${job.customerName ? ` for ${job.customerName}` : ''} (${job.deviceLabel}).` });
  }
  if (claim) {
    const [product, unit] = await Promise.all([getProduct(claim.productId), getUnit(claim.productId, claim.unitId)]);
    if (unit) {
      const name = product?.name ?? 'a refurbished product';
      warnings.push(
        unit.state === 'sold'
          ? { kind: 'unit-sold', message: `The shop sold this device (${name}, grade ${unit.grade}) to another customer.` }
          : { kind: 'unit-in-stock', message: `This device is in the shop's own stock (${name}, grade ${unit.grade}).` },
      );
    }
  }
  for (const bought of earlier) {
    warnings.push({ kind: 'traded-in-before', message: `The shop bought this device before: purchase document ${bought.documentNumber} on ${formatDate(bought.boughtAt)}.` });
  }
  return { code, warnings };
}
