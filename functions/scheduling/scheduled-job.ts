// Work that must happen at a time, not in answer to a request (decision 133): releasing a checkout's
// stock hold when it expires unpaid. EventBridge Scheduler runs it in the cloud, a timer locally.
export interface ReleaseCheckoutJob {
  kind: 'release-checkout';
  orderId: string;
}

export type ScheduledJob = ReleaseCheckoutJob;

export interface Scheduler {
  /** Runs the job once at `at` (or soon after); the same name twice schedules once. */
  scheduleOnce(name: string, at: Date, job: ScheduledJob): Promise<void>;
}
