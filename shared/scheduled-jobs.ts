// Work that runs at a time rather than in answer to a request (decision 135). Each entry is one
// Lambda in the cloud (its runner module under functions/scheduled/, with exactly the access listed
// here) and the same module called by the local server's timers. A new job is one entry here plus
// its runner: a daily one gets an EventBridge Scheduler schedule; a one-time one is scheduled at run
// time by the routes that name it in `schedulesJob`.
import type { TableAccess } from './api/define-route';

/** A time of day in Europe/London, HH:MM (24-hour). */
export type LondonTime = `${number}:${number}`;

export type JobTiming = { readonly kind: 'one-time' } | { readonly kind: 'daily'; readonly at: LondonTime };

export interface ScheduledJobDefinition {
  /** Stable identifier: names the Lambda, its schedule and the scheduler's role. */
  readonly name: string;
  readonly description: string;
  /** Module under functions/scheduled/, without extension, exporting `handler`. */
  readonly runner: string;
  readonly timing: JobTiming;
  readonly table: TableAccess;
  readonly publishesEvents?: boolean;
  readonly sendsEmail?: boolean;
  /** Reads the payment provider's secrets (decision 134). */
  readonly usesPayments?: boolean;
}

export const scheduledJobs = [
  {
    name: 'ReleaseCheckout',
    description: "Gives a checkout's held stock back when it expires unpaid (decision 133)",
    runner: 'shop/release-checkout',
    timing: { kind: 'one-time' },
    table: 'readwrite',
    // Expires the hosted payment page before releasing the hold.
    usesPayments: true,
  },
  {
    name: 'BirthdayPoints',
    description: "Grants the birthday bonus to each member whose birthday is today, once a year (decision 159)",
    runner: 'loyalty/birthday-points',
    timing: { kind: 'daily', at: '07:00' },
    table: 'readwrite',
    // A bonus that lifts a member's tier emails them (through the bus).
    publishesEvents: true,
  },
  {
    name: 'LowStockDigest',
    description: 'Emails staff with the inventory permission the products at or below their low-stock threshold, when there are any (decision 333)',
    runner: 'stock/low-stock-digest',
    timing: { kind: 'daily', at: '08:00' },
    // Checks every product's threshold first (a crossing no stock event told of), then reads the list.
    table: 'readwrite',
    publishesEvents: true,
    sendsEmail: true,
  },
  {
    name: 'CloseReportMonths',
    description: "Sets each ended month's report rollup from its days and marks it closed, so reports over whole months read 12 items a year (decision 388)",
    runner: 'reports/close-report-months',
    timing: { kind: 'daily', at: '02:30' },
    table: 'readwrite',
  },
] as const satisfies readonly ScheduledJobDefinition[];

export type ScheduledJobName = (typeof scheduledJobs)[number]['name'];

export const TIME_ZONE = 'Europe/London';

/** EventBridge Scheduler's cron for a daily London time: minutes hours day-of-month month day-of-week year. */
export function dailyCron(at: LondonTime): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!match) throw new Error(`${at} is not a time of day HH:MM`);
  return `cron(${Number(match[2])} ${Number(match[1])} * * ? *)`;
}
