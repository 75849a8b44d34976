// Assigning a job to a member of staff's account (decision 261): an active member from the staff
// index, their name copied onto the job for display; an internal timeline entry says who gave it to
// whom. A closed job keeps whoever finished it.
import { ulid } from 'ulid';
import { isClosedStatus } from '../../shared/repairs/statuses';
import type { Assignee } from '../../shared/schemas/repairs/job';
import type { Actor } from '../../shared/schemas/repairs/fields';
import { timelineItem, type JobRecord } from '../data/jobs';
import { listStaffMembers } from '../data/staff-members';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { mutateJob } from './mutate-job';

export const NOT_ACTIVE_STAFF = 'Choose an active member of staff.';

/** The active members of staff, by name: who a job can be given to. One Query of the staff index. */
export async function activeStaff(): Promise<Assignee[]> {
  return (await listStaffMembers()).filter((m) => !m.suspended).map(({ userId, name }) => ({ userId, name }));
}

export async function assignJob(qrCode: string, userId: string | null, by: Actor, now: Date): Promise<void> {
  const assignee = userId === null ? null : (await activeStaff()).find((m) => m.userId === userId);
  if (assignee === undefined) throw new BadRequestError(NOT_ACTIVE_STAFF);
  await mutateJob(qrCode, (current) => {
    if (isClosedStatus(current.status)) throw new ConflictError(`This job is ${current.status}: it can no longer be assigned.`);
    if ((current.assignedTo?.userId ?? null) === (assignee?.userId ?? null)) return { next: current, result: undefined };
    const at = now.toISOString();
    const next: JobRecord = { ...current, updatedAt: at };
    if (assignee) next.assignedTo = assignee;
    else delete next.assignedTo;
    const message = assignee ? `Assigned to ${assignee.name}` : `No longer assigned to ${current.assignedTo!.name}`;
    const entry = { id: ulid(now.getTime()), at, kind: 'update' as const, visibility: 'internal' as const, message, by };
    return { next, extra: [timelineItem(qrCode, entry)], result: undefined };
  });
}
