// What an API key may be given (decision 274): the staff permissions, less those a key never holds.
// The names only, so the key guard in every Lambda and the keys page both read them cheaply.
import type { Permission } from './permissions';

/**
 * Never on a key: the admin's own session (passcode, timers, dashboard), the staff routes (who is
 * staff, what roles allow, timesheets, commissions: issue 31 keeps keys off them), the developer
 * reference, and the keys and webhooks themselves, so a leaked key cannot make itself a stronger one.
 */
export const KEY_NEVER: readonly Permission[] = ['admin.use', 'staff.view', 'staff.manage', 'staff.timesheets', 'staff.commissions', 'developers.view', 'developers.manage'];

/** The permissions that only let a key read: seeing jobs, customers, sales, stock, loyalty and reports. */
export const READ_ONLY_PERMISSIONS: readonly Permission[] = [
  'jobs.view',
  'customers.view',
  'till.zReport',
  'invoices.view',
  'orders.view',
  'inventory.view',
  'inventory.costs',
  'loyalty.view',
  'reports.view',
  'profitLoss.view',
  'audit.view',
];

/** A new key's permissions when none are chosen: the read-only ones, less the owner's own reading (accounts, audit log) and cost prices. */
export const DEFAULT_KEY_PERMISSIONS: readonly Permission[] = /* @__PURE__ */ READ_ONLY_PERMISSIONS.filter(
  (permission) => !['inventory.costs', 'profitLoss.view', 'audit.view'].includes(permission),
);

/** Calls one key may make in a minute; the 121st answers 429 with Retry-After (decision 275). */
export const API_KEY_CALLS_PER_MINUTE = 120;

export function keyMayHold(permission: Permission): boolean {
  return !KEY_NEVER.includes(permission);
}
