// How a member's permissions are resolved (decisions 265-266): the session's copy when it has one,
// the built-in defaults otherwise; a role's stored list with the rules every list follows.
import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../../../../functions/data/staff-roles';
import { roleView } from '../../../../functions/staff-roles/role-editor';
import { sessionAllows, sessionPermissions, withPermissions } from '../../../../functions/staff-roles/session-allows';
import { ALL_PERMISSIONS } from '../../../../shared/staff/permissions';
import { defaultPermissions, normalisePermissions } from '../../../../shared/staff/role-permissions';
import { can } from '../../../../frontend/src/lib/roles';
import type { User } from '../../../../shared/schemas/user';

const CUSTOM = '01HZX3D0W5Q9V8M2K7B4N6R1TA';

describe("a session's permissions", () => {
  it('are its copy when it carries one, whatever its role', () => {
    const session = { staffRole: 'technician', permissions: ['admin.use', 'loyalty.view'] as const };

    expect(sessionAllows({ ...session, permissions: [...session.permissions] }, 'loyalty.view')).toBe(true);
    expect(sessionAllows({ ...session, permissions: [...session.permissions] }, 'jobs.view')).toBe(false);
  });

  it("are the built-in role's defaults without a copy, and everything for the Owner (an account from before roles)", () => {
    expect(sessionAllows({ staffRole: 'front-desk' }, 'till.sell')).toBe(true);
    expect(sessionAllows({ staffRole: 'front-desk' }, 'till.refund')).toBe(false);
    expect(sessionAllows({}, 'staff.manage')).toBe(true);
    expect(sessionPermissions({})).toEqual(ALL_PERMISSIONS);
  });

  it('are none for a custom role without a copy', () => {
    expect(sessionAllows({ staffRole: CUSTOM }, 'admin.use')).toBe(false);
    expect(sessionPermissions({ staffRole: CUSTOM })).toEqual([]);
  });

  it("go on a member of staff's answer about themselves, never on a customer's", () => {
    expect(withPermissions({ role: 'admin' }, { staffRole: 'technician' })).toEqual({ role: 'admin', permissions: defaultPermissions('technician') });
    expect(withPermissions({ role: 'customer' }, {})).toEqual({ role: 'customer' });
  });
});

describe("a role's stored permissions", () => {
  it("are the Owner's everything, whatever is stored", () => {
    expect(permissionsOf('owner', { id: 'owner', permissions: ['admin.use'] })).toEqual(ALL_PERMISSIONS);
  });

  it("are a built-in role's own list once changed, its defaults before", () => {
    expect(permissionsOf('manager', null)).toEqual(defaultPermissions('manager'));
    expect(permissionsOf('manager', { id: 'manager', permissions: ['admin.use'] })).toEqual(['admin.use']);
  });

  it('are none for a custom role that is gone', () => {
    expect(permissionsOf(CUSTOM, null)).toEqual([]);
  });

  it("are stored once each, in the catalogue's order, always with the admin area", () => {
    expect(normalisePermissions(['till.refund', 'jobs.view', 'jobs.view'])).toEqual(['admin.use', 'jobs.view', 'till.refund']);
  });
});

describe('the role editor’s view of a role', () => {
  it('marks a changed built-in role as edited and counts its members, but not the Owner’s', () => {
    const manager = roleView('manager', { id: 'manager', permissions: ['admin.use'], members: new Set(['a', 'b']) });
    const owner = roleView('owner', null);

    expect(manager).toMatchObject({ name: 'Manager', builtIn: true, edited: true, memberCount: 2 });
    expect(owner).toMatchObject({ name: 'Owner', builtIn: true, edited: false });
    expect(owner.memberCount).toBeUndefined();
  });
});

describe("the browser's can()", () => {
  const member = (fields: Partial<User>) => ({ role: 'admin', ...fields }) as User;

  it("follows the server's answer of the member's permissions", () => {
    expect(can(member({ staffRole: CUSTOM, permissions: ['admin.use', 'jobs.view'] }), 'jobs.view')).toBe(true);
    expect(can(member({ staffRole: CUSTOM, permissions: ['admin.use', 'jobs.view'] }), 'till.refund')).toBe(false);
    expect(can(member({ staffRole: 'technician', permissions: ['admin.use', 'loyalty.view'] }), 'jobs.view')).toBe(false);
  });

  it("falls back to a built-in role's defaults, and allows a customer nothing", () => {
    expect(can(member({ staffRole: 'manager' }), 'till.refund')).toBe(true);
    expect(can(member({ staffRole: CUSTOM }), 'admin.use')).toBe(false);
    expect(can({ role: 'customer' } as User, 'admin.use')).toBe(false);
  });
});
