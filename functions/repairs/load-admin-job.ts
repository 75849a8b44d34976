// The admin's job sheet after a change: one Query of the job's partition.
import type { AdminJob } from '../../shared/schemas/repairs/job';
import { getJobWithParts } from '../data/jobs';
import { NotFoundError } from '../lib/http-errors';
import { toAdminJob } from './job-views';
import { JOB_NOT_FOUND } from './mutate-job';

export async function loadAdminJob(qrCode: string, now: Date): Promise<AdminJob> {
  const found = await getJobWithParts(qrCode);
  if (!found) throw new NotFoundError(JOB_NOT_FOUND);
  return toAdminJob(found, now);
}
