// A customer record as the admin's customer page shows it: the record, its jobs and its devices.
import type { CustomerDetail } from '../../shared/schemas/repairs/customer';
import { warrantyOf } from '../../shared/repairs/warranty';
import { getCustomer } from '../data/customers';
import { devicesOfCustomer } from '../data/devices';
import { jobsOfCustomer } from '../data/jobs';
import { NotFoundError } from '../lib/http-errors';
import { toCustomer } from './customer-views';
import { deviceOf } from './device-views';

export async function customerDetail(qrCode: string, now: Date): Promise<CustomerDetail> {
  const [record, jobs, devices] = await Promise.all([getCustomer(qrCode), jobsOfCustomer(qrCode), devicesOfCustomer(qrCode)]);
  if (!record) throw new NotFoundError('No customer record has that QR code');
  return {
    customer: toCustomer(record),
    jobs,
    devices: devices.map((d) => ({ ...deviceOf(d), warranty: warrantyOf(d.warrantyEndsAt, now) })),
  };
}
