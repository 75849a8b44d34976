// A shop customer record as the admin sees it.
import type { Customer } from '../../shared/schemas/repairs/customer';
import type { CustomerRecord } from '../data/customers';

export function toCustomer(record: CustomerRecord): Customer {
  const { qrCode, firstName, lastName, phone, email, userId, createdAt, otherPhones } = record;
  return { qrCode, firstName, lastName, phone, email, linkedAccount: Boolean(userId), createdAt, ...(otherPhones?.length ? { otherPhones } : {}) };
}
