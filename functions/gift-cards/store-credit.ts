// A customer record's store credit (decision 341): held on the record's account, so a record without
// one has none. The record (one Get) and the account's ledger (one Query of its partition).
import type { CustomerStoreCredit } from '../../shared/schemas/gift-cards/gift-card';
import { getCustomer } from '../data/customers';
import { readLedger } from '../data/gift-cards';
import { NotFoundError } from '../lib/http-errors';

export const NO_SUCH_CUSTOMER_RECORD = 'No customer record has that QR code.';

export async function customerStoreCredit(qrCode: string): Promise<CustomerStoreCredit> {
  const record = await getCustomer(qrCode);
  if (!record) throw new NotFoundError(NO_SUCH_CUSTOMER_RECORD);
  if (!record.userId) return { hasAccount: false, balancePence: 0, entries: [] };
  const { balance, entries } = await readLedger({ kind: 'storeCredit', userId: record.userId });
  return { hasAccount: true, balancePence: Number(balance?.balancePence ?? 0), entries };
}
