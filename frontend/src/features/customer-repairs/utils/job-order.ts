// Orders for the customer's repair lists: the history newest first; the dashboard only open ones.
import { isClosedStatus, type JobStatus } from '../../../../../shared/repairs/statuses';

export function newestFirst<T extends { openedAt: string }>(jobs: readonly T[]): T[] {
  return [...jobs].sort((a, b) => b.openedAt.localeCompare(a.openedAt));
}

export function activeJobs<T extends { status: JobStatus }>(jobs: readonly T[]): T[] {
  return jobs.filter((job) => !isClosedStatus(job.status));
}
