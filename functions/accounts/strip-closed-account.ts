// After an account closes (decision 040), the copies of its holder's name and contact details on
// its jobs (and every job summary copy: search terms, device, customer and list partitions), bookings,
// shop orders and mail-in orders are blanked. Each kind is found by a Query on the account's own
// partition or gsi1 (never a Scan) and rewritten in batches; every write sets the same blank values,
// so a rerun after a crash finishes the job and a rerun after success changes nothing. The closed
// marker records `copiesStrippedAt` when they were first all done. Invoices keep the buyer's name (the law).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { listBookingsOfUser } from '../data/bookings';
import { db, tableName } from '../data/client';
import { getJob, jobsOfUser, saveJob, type JobRecord } from '../data/jobs';
import * as keys from '../data/keys';
import { listOrdersOfUser } from '../data/mail-in-orders';
import { listOrdersOfCustomer } from '../data/shop-orders';

const BATCH_SIZE = 10;

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    await Promise.all(items.slice(start, start + BATCH_SIZE).map(work));
  }
}

function update(Key: Record<string, string>, UpdateExpression: string, names: Record<string, string>, values: Record<string, unknown>) {
  return db.send(
    new UpdateCommand({
      TableName: tableName,
      Key,
      UpdateExpression,
      ConditionExpression: 'attribute_exists(pk)',
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    }),
  );
}

const BLANK_CONTACT = { name: '', phone: '', email: '' };

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
  await inBatches(bookings, (booking) =>
    update(keys.booking(booking.reference), 'SET #contact = :blank', { '#contact': 'contact' }, { ':blank': BLANK_CONTACT }).then(() => undefined),
  );

  const mailIn = await listOrdersOfUser(userId);
  await inBatches(mailIn, (order) =>
    update(
      keys.mailInOrder(order.reference),
      'SET #contact = :blank, #address.#name = :empty',
      { '#contact': 'contact', '#address': 'returnAddress', '#name': 'name' },
      { ':blank': BLANK_CONTACT, ':empty': '' },
    ).then(() => undefined),
  );

  const shopOrders = await listOrdersOfCustomer(userId);
  await inBatches(shopOrders, (order) =>
    update(
      keys.shopOrder(order.id),
      order.address ? 'SET email = :empty, firstName = :empty, #address.#name = :empty' : 'SET email = :empty, firstName = :empty',
      order.address ? { '#address': 'address', '#name': 'name' } : {},
      { ':empty': '' },
    ).then(() => undefined),
  );

  await update(keys.closedAccount(userId), 'SET #done = if_not_exists(#done, :at)', { '#done': 'copiesStrippedAt' }, { ':at': now.toISOString() });
}
