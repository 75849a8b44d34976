// A shop customer record as its linked account's owner sees it: the details on file, no account link.
import type { CustomerCard } from '../../shared/schemas/repairs/customer-card';
import type { CustomerRecord } from '../data/customers';

export function toCustomerCard(record: CustomerRecord): CustomerCard {
  const { qrCode, firstName, lastName, phone, email, createdAt } = record;
  return { qrCode, firstName, lastName, phone, ...(email ? { email } : {}), createdAt };
}
