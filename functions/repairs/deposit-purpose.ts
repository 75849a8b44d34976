// The deposit's payment purpose and the rule both ways of paying share, apart from deposits.ts so the
// payment webhook's bundle carries neither the provider client nor the bus.
import type { JobRecord } from '../data/jobs';

/** The purpose repair deposits pass to the payment provider; the webhook hands their events to deposit-payments.ts. */
export const REPAIR_DEPOSIT_PURPOSE = 'repair-deposit';

/**
 * Paying a deposit approves the estimate waiting for approval: the customer's one step (the emailed
 * link's Approve and pay, or paying at the counter). Answers the job as changed and the wording.
 */
export function approvedByDeposit(job: JobRecord, at: string): { next: JobRecord; approved: boolean } {
  const approved = job.status === 'Awaiting approval' && job.estimateApproval === 'pending' && job.estimatePence !== undefined;
  return { next: approved ? { ...job, estimateApproval: 'approved', updatedAt: at } : { ...job, updatedAt: at }, approved };
}

