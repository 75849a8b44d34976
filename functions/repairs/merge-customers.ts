// Two shop records of the same person become one (decision 116): the removed record's jobs and
// devices move to the kept one, its phone number, email and account link go with them, and the
// removed record is gone. A resumable sequence of idempotent steps, not one transaction: a regular's
// jobs and devices can pass DynamoDB's 100 items per transaction. The removed record is marked first,
// so a merge cut short is finished by asking for it again.
import { getCustomer, completeMerge, markMerging, MergeRefusedError, type CustomerRecord } from '../data/customers';
import { devicesOfCustomer, replaceDeviceItem } from '../data/devices';
import { getJob, jobsOfCustomer, JobChangedError, saveJob } from '../data/jobs';
import { transactWrite } from '../data/transact';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';

export interface MergeOutcome {
  kept: CustomerRecord;
  removed: CustomerRecord;
  movedJobs: number;
  movedDevices: number;
}

const NOT_FOUND = 'No customer record has that QR code';
const MAX_ROUNDS = 3;

export async function mergeCustomers(keptQr: string, removedQr: string, now: Date): Promise<MergeOutcome> {
  if (keptQr === removedQr) throw new BadRequestError('Choose two different customer records to merge.');
  const [kept, removed] = await Promise.all([getCustomer(keptQr), getCustomer(removedQr)]);
  if (!kept || !removed) throw new NotFoundError(NOT_FOUND);
  if (kept.userId && removed.userId && kept.userId !== removed.userId) {
    throw new ConflictError('These records belong to two different online accounts, so they cannot be merged.');
  }
  try {
    await markMerging(keptQr, removedQr);
  } catch (error) {
    if (error instanceof MergeRefusedError) throw new ConflictError(error.message);
    throw error;
  }
  let movedJobs = 0;
  let movedDevices = 0;
  // A job opened under the removed record while its jobs were moving is caught by the next round.
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const [jobs, devices] = await Promise.all([jobsOfCustomer(removedQr), devicesOfCustomer(removedQr)]);
    if (!jobs.length && !devices.length) break;
    for (const summary of jobs) movedJobs += await moveJob(summary.qrCode, removedQr, keptQr);
    for (const device of devices) {
      if (device.customerQr !== removedQr) continue;
      await transactWrite([replaceDeviceItem(device, { ...device, customerQr: keptQr, updatedAt: now.toISOString() })]);
      movedDevices += 1;
    }
  }
  const merged = await completeMerge(kept, { ...removed, mergingInto: keptQr });
  return { kept: merged, removed, movedJobs, movedDevices };
}

/** Moves one job's header and summary copies to the kept record; 1 when it moved, 0 when it had already. */
async function moveJob(jobQr: string, removedQr: string, keptQr: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const job = await getJob(jobQr);
    if (!job?.customer || job.customer.customerQr !== removedQr) return 0;
    try {
      await saveJob(job, { ...job, customer: { ...job.customer, customerQr: keptQr }, version: job.version + 1 });
      return 1;
    } catch (error) {
      // Staff changed the job at that moment: read it again and move it as it now is.
      if (!(error instanceof JobChangedError) || attempt === 3) throw error;
    }
  }
}
