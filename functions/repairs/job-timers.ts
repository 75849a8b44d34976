// A technician times their work on a job: one running timer per technician (a second start is
// refused with the job it runs on); the stopped time shows on the job sheet and can be charged as one
// labour line at an hourly rate.
import { ulid } from 'ulid';
import type { TimeEntry } from '../../shared/schemas/repairs/workshop';
import { chargeTime, getRunningTimer, JobNotOpenError, startTimer, stopTimer, TimeChargedMeanwhileError, TimerAlreadyRunningError } from '../data/job-timers';
import { getJob, getJobWithParts, type LineRecord } from '../data/jobs';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import { JOB_NOT_FOUND } from './mutate-job';

export const NO_TIMER_ON_JOB = 'You have no timer running on this job.';
export const NO_TIME_TO_CHARGE = 'There is no stopped time on this job that is not charged yet.';
export const TIMER_JOB_CLOSED = 'This job is closed: time can no longer be recorded or charged on it.';
/** A transaction holds 100 items: the job check, a line per member, and the entries they charge. */
const MAX_TRANSACTION_ITEMS = 100;

export function timerRunningMessage(jobNumber: string): string {
  return `You already have a timer running on job ${jobNumber}. Stop it before starting another.`;
}

export interface Technician {
  userId: string;
  name: string;
}

export async function startJobTimer(qrCode: string, technician: Technician, now: Date): Promise<void> {
  const job = await getJob(qrCode);
  if (!job) throw new NotFoundError(JOB_NOT_FOUND);
  const entry: TimeEntry = { id: ulid(now.getTime()), technicianId: technician.userId, technician: technician.name, startedAt: now.toISOString() };
  try {
    await startTimer({ jobQr: qrCode, jobNumber: job.jobNumber, entryId: entry.id, startedAt: entry.startedAt }, entry);
  } catch (error) {
    if (error instanceof JobNotOpenError) throw new ConflictError(TIMER_JOB_CLOSED);
    if (error instanceof TimerAlreadyRunningError) {
      const running = await getRunningTimer(technician.userId);
      throw new ConflictError(timerRunningMessage(running?.jobNumber ?? 'another job'), { runningJobQr: running?.jobQr });
    }
    throw error;
  }
}

export async function stopJobTimer(qrCode: string, technician: Technician, now: Date): Promise<void> {
  const running = await getRunningTimer(technician.userId);
  if (!running || running.jobQr !== qrCode) throw new ConflictError(NO_TIMER_ON_JOB);
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(running.startedAt)) / 1000));
  if (!(await stopTimer(technician.userId, running, now.toISOString(), seconds))) throw new ConflictError(NO_TIMER_ON_JOB);
}

/** "1 h 25 min", "40 min": whole minutes, rounded up (a started minute is worked). */
export function durationText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? `${hours} h${rest ? ` ${rest} min` : ''}` : `${rest} min`;
}

export function labourPence(seconds: number, hourlyRatePence: number): number {
  return Math.round((Math.ceil(seconds / 60) * hourlyRatePence) / 60);
}

/**
 * The stopped, uncharged time as labour: one line per member whose time it is, each belonging to them
 * (decision 261), so each member's commission counts their own work.
 */
export async function chargeTimeAsLabour(qrCode: string, hourlyRatePence: number, by: string, now: Date): Promise<void> {
  const found = await getJobWithParts(qrCode);
  if (!found) throw new NotFoundError(JOB_NOT_FOUND);
  const byMember = new Map<string, string[]>();
  const secondsOf = new Map<string, number>();
  let room = MAX_TRANSACTION_ITEMS - 1;
  for (const entry of found.timeEntries ?? []) {
    if (!entry.stoppedAt || entry.lineId) continue;
    const newMember = !byMember.has(entry.technicianId);
    if (room < (newMember ? 2 : 1)) break;
    room -= newMember ? 2 : 1;
    byMember.set(entry.technicianId, [...(byMember.get(entry.technicianId) ?? []), entry.id]);
    secondsOf.set(entry.technicianId, (secondsOf.get(entry.technicianId) ?? 0) + (entry.seconds ?? 0));
  }
  if (!byMember.size) throw new ConflictError(NO_TIME_TO_CHARGE);
  const charges = [...byMember].map(([memberId, entryIds], i) => {
    const seconds = secondsOf.get(memberId)!;
    const pence = labourPence(seconds, hourlyRatePence);
    const line: LineRecord = {
      id: ulid(now.getTime() + i),
      kind: 'labour',
      description: `Labour: ${durationText(seconds)}`,
      quantity: 1,
      unitPence: pence,
      totalPence: pence,
      addedAt: now.toISOString(),
      addedBy: by,
      memberId,
    };
    return { line, entryIds };
  });
  try {
    await chargeTime(qrCode, charges);
  } catch (error) {
    if (error instanceof JobNotOpenError) throw new ConflictError(TIMER_JOB_CLOSED);
    if (error instanceof TimeChargedMeanwhileError) throw new ConflictError('The time changed while it was being charged: reload the job and try again.');
    throw error;
  }
}
