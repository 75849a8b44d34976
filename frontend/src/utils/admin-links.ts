// Links between the admin repair pages that carry more than a path parameter.
import { paths } from '../config/paths';

export const NEW_JOB_PARAM = 'new';
export const CUSTOMER_PARAM = 'customer';
export const STATUS_PARAM = 'status';

/** The walk-in intake on /admin/jobs, for a customer already on file when given. */
export function newJobHref(customerQr?: string): string {
  const base = `${paths.adminJobs}?${NEW_JOB_PARAM}`;
  return customerQr ? `${base}&${CUSTOMER_PARAM}=${encodeURIComponent(customerQr)}` : base;
}

/** The job list filtered to one status (the dashboard's counts link there). */
export function jobsWithStatusHref(status: string): string {
  return `${paths.adminJobs}?${new URLSearchParams({ [STATUS_PARAM]: status }).toString()}`;
}
