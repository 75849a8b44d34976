// The built-in staff roles: each a named set of permissions (./permissions.ts). Every member of staff
// has one; an admin account from before roles existed is the Owner, as everyone was (decision 254).
// Only the permissions' names are imported, so the browser's menus can ask `roleAllows` without
// loading the catalogue's sentences.
import type { Permission } from './permissions';

export const STAFF_ROLE_IDS = ['owner', 'manager', 'front-desk', 'technician'] as const;
/** A built-in role's id. */
export type StaffRoleId = (typeof STAFF_ROLE_IDS)[number];
/** A role's id: a built-in one, or a custom role's ULID (decision 265). */
export type RoleId = StaffRoleId | (string & {});
export const CUSTOM_ROLE_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function isBuiltInRole(id: string): id is StaffRoleId {
  return (STAFF_ROLE_IDS as readonly string[]).includes(id);
}

/** A role grants either every permission but some, or the ones it lists. */
type Grants = { all: true; except: readonly Permission[] } | { all: false; only: readonly Permission[] };

export interface StaffRole {
  id: StaffRoleId;
  name: string;
  summary: string;
  grants: Grants;
}

/** What only the owner does: who is staff, the shop's settings, its accounts, the audit trail and the API's keys and webhooks. */
export const OWNER_ONLY: readonly Permission[] = ['staff.manage', 'settings.manage', 'profitLoss.view', 'audit.view', 'developers.manage'];

export const STAFF_ROLES: Record<StaffRoleId, StaffRole> = {
  owner: { id: 'owner', name: 'Owner', summary: 'Everything, including staff, settings and the accounts.', grants: { all: true, except: [] } },
  manager: {
    id: 'manager',
    name: 'Manager',
    summary: 'Runs the shop day to day: refunds, stock, prices, purchasing, loyalty and reports.',
    grants: { all: true, except: OWNER_ONLY },
  },
  'front-desk': {
    id: 'front-desk',
    name: 'Front desk',
    summary: 'The counter: jobs in and out, the till and the drawer; refunds and discounts over the limits need a manager.',
    grants: {
      all: false,
      only: ['admin.use', 'jobs.view', 'jobs.edit', 'jobs.price', 'jobs.assign', 'customers.view', 'customers.edit', 'till.sell', 'till.drawer', 'till.zReport', 'invoices.view', 'orders.view', 'orders.fulfil', 'inventory.view', 'loyalty.view', 'tradeIns.buy', 'giftCards.view'],
    },
  },
  technician: {
    id: 'technician',
    name: 'Technician',
    summary: 'The workshop: jobs, their parts and time, and the stock to look up.',
    grants: { all: false, only: ['admin.use', 'jobs.view', 'jobs.edit', 'jobs.price', 'customers.view', 'inventory.view'] },
  },
};

/** The role of an admin account: the one it was given, or Owner for one from before roles. */
export function staffRoleOf(account: { staffRole?: RoleId }): RoleId {
  return account.staffRole ?? 'owner';
}

/** What a built-in role allows by default; the owner may change it for every role but the Owner (decision 265). */
export function roleAllows(role: StaffRoleId, permission: Permission): boolean {
  const { grants } = STAFF_ROLES[role];
  return grants.all ? !grants.except.includes(permission) : grants.only.includes(permission);
}
