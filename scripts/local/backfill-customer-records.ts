// A one-way migration for data from before decision 115, run on every `npm start` (it finds nothing
// to do once done): a job whose customer has a phone but no shop record joins the record of that
// phone, or a new one, and its device follows. Walks every job through the all-jobs index page by page:
// a start-up task, not a request path.
import { createCustomer, customerQrOfPhone, DuplicateCustomerPhoneError } from '../../functions/data/customers';
import { getDevice, replaceDeviceItem } from '../../functions/data/devices';
import { getJob, listJobs, saveJob, type JobRecord } from '../../functions/data/jobs';
import { transactWrite } from '../../functions/data/transact';
import { newQrCode } from '../../functions/repairs/qr-codes';

/** Answers how many jobs were given a record. */
export async function backfillCustomerRecords(now = new Date()): Promise<number> {
  let attached = 0;
  let cursor: string | undefined;
  do {
    const page = await listJobs(undefined, cursor);
    for (const summary of page.jobs) {
      const job = await getJob(summary.qrCode);
      if (job?.customer?.phone && !job.customer.customerQr) {
        await attachRecord(job, job.customer.phone, now);
        attached += 1;
      }
    }
    cursor = page.nextCursor;
  } while (cursor);
  return attached;
}

async function attachRecord(job: JobRecord, phone: string, now: Date): Promise<void> {
  const customer = job.customer!;
  const customerQr = (await customerQrOfPhone(phone)) ?? (await createRecord(job, phone, now));
  await saveJob(job, { ...job, customer: { ...customer, customerQr }, version: job.version + 1 });
  const device = await getDevice(job.device.qrCode);
  if (device && !device.customerQr) await transactWrite([replaceDeviceItem(device, { ...device, customerQr, updatedAt: now.toISOString() })]);
}

async function createRecord(job: JobRecord, phone: string, now: Date): Promise<string> {
  const { firstName, lastName = '', email, userId } = job.customer!;
  try {
    const record = await createCustomer({
      qrCode: newQrCode(),
      firstName,
      lastName,
      phone,
      ...(email ? { email } : {}),
      ...(userId ? { userId } : {}),
      createdAt: now.toISOString(),
    });
    return record.qrCode;
  } catch (error) {
    if (error instanceof DuplicateCustomerPhoneError && error.existingQr) return error.existingQr;
    throw error;
  }
}
