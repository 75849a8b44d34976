// Read-change-save for one job with optimistic locking: when another save wins the race, the change
// is worked out again from the fresh job (so a status move is always checked against the real status).
import { JobChangedError, getJob, saveJob, type JobRecord } from '../data/jobs';
import type { TransactItems } from '../data/transact';
import { ConflictError, NotFoundError } from '../lib/http-errors';

export const JOB_NOT_FOUND = 'No job has that QR code';
export const LINES_CLOSED_MESSAGE = 'This job is closed: its parts and labour can no longer change.';

export interface JobChange<T> {
  next: JobRecord;
  extra?: TransactItems;
  result: T;
}

const MAX_ATTEMPTS = 3;

export async function mutateJob<T>(qrCode: string, change: (job: JobRecord) => JobChange<T> | Promise<JobChange<T>>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const job = await getJob(qrCode);
    if (!job) throw new NotFoundError(JOB_NOT_FOUND);
    const { next, extra, result } = await change(job);
    try {
      await saveJob(job, { ...next, version: job.version + 1 }, extra);
      return result;
    } catch (error) {
      if (error instanceof JobChangedError && attempt < MAX_ATTEMPTS) continue;
      if (error instanceof JobChangedError) throw new ConflictError('This job is being changed by someone else. Please reload it and try again.');
      throw error;
    }
  }
}
