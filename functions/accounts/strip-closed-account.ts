// After an account closes (decision 040), the copies of its holder's name and contact details on
// its jobs (and every job summary copy: search terms, device, customer and list partitions), bookings,
// shop orders and mail-in orders are blanked. Each kind is found by a Query on the account's own
// partition or gsi1 (never a Scan) and rewritten in batches; every write sets the same blank values,
// so a rerun after a crash finishes the job and a rerun after success changes nothing. The closed
// marker records `copiesStrippedAt` when they were first all done. Invoices keep the buyer's name (the law).
import { eraseBookingContact, listBookingsOfUser } from '../data/bookings';
import { markCopiesStripped } from '../data/closed-accounts';
import { getJob, jobsOfUser, saveJob, type JobRecord } from '../data/jobs';
import { eraseMailInOrderContact, listOrdersOfUser } from '../data/mail-in-orders';
import { eraseShopOrderContact, listOrdersOfCustomer } from '../data/shop-orders';

const BATCH_SIZE = 10;

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    await Promise.all(items.slice(start, start + BATCH_SIZE).map(work));
  }
}

/** Keeps the account link (so a rerun finds the job again) and drops the name and contact. */
function anonymised(job: JobRecord): JobRecord | null {
  const customer = job.customer;
  if (!customer || (customer.firstName === '' && !customer.lastName && !customer.phone && !customer.email)) return null;
  const { lastName: _l, phone: _p, email: _e, ...rest } = customer;
  return { ...job, customer: { ...rest, firstName: '' }, version: job.version + 1 };
}

async function stripJob(qrCode: string): Promise<void> {
  const job = await getJob(qrCode);
  const next = job && anonymised(job);
  // saveJob rewrites every summary copy (the device's, the lists') and deletes the name's search terms.
  if (job && next) await saveJob(job, next);
}

export async function stripClosedAccountCopies(userId: string, now: Date): Promise<void> {
  const jobs = await jobsOfUser(userId);
  await inBatches(jobs, (job) => stripJob(job.qrCode));

  const bookings = await listBookingsOfUser(userId);
  await inBatches(bookings, (booking) => eraseBookingContact(booking.reference));

  const mailIn = await listOrdersOfUser(userId);
  await inBatches(mailIn, (order) => eraseMailInOrderContact(order.reference));

  const shopOrders = await listOrdersOfCustomer(userId);
  await inBatches(shopOrders, eraseShopOrderContact);

  await markCopiesStripped(userId, now.toISOString());
}
