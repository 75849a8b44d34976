// A till sale's points for the customer it knew: the account of a collected job's owner, else the
// account linked to the sale's customer record. Nobody known: the walk-in claims from the receipt.
import { getCustomer } from '../data/customers';
import { getJob } from '../data/jobs';
import { getSale, type SaleRecord } from '../data/sales';
import { CompanionWriteFailedError } from './points-ledger';
import { postSalePoints } from './sale-points';

export type SaleEarning = 'earned' | 'already-earned' | 'no-points' | 'no-known-customer' | 'claimed-by-receipt' | 'no-sale';

async function knownAccount(sale: SaleRecord): Promise<string | null> {
  for (const line of sale.lines) {
    if (line.kind !== 'repair' || !line.jobQr) continue;
    const owner = (await getJob(line.jobQr))?.customer?.userId;
    if (owner) return owner;
  }
  const customerQr = sale.customer?.customerQr;
  return customerQr ? ((await getCustomer(customerQr))?.userId ?? null) : null;
}

export async function earnFromSale(saleId: string, now: Date, siteOrigin: string | null): Promise<SaleEarning> {
  const sale = await getSale(saleId);
  if (!sale) return 'no-sale';
  const userId = await knownAccount(sale);
  if (!userId) return 'no-known-customer';
  try {
    const result = await postSalePoints({ sale, userId, via: 'sale', now, siteOrigin });
    if (!result) return 'no-points';
    return result.written ? 'earned' : 'already-earned';
  } catch (error) {
    // Claimed from the receipt by another account first: those points are theirs.
    if (error instanceof CompanionWriteFailedError && error.index === 0) return 'claimed-by-receipt';
    throw error;
  }
}
