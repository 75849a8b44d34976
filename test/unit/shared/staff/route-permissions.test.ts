// Every admin route names the permission it needs, and the built-in roles are what decision 254 says.
import { describe, expect, it } from 'vitest';
import { routeList } from '../../../../shared/api/manifest';
import { PERMISSIONS } from '../../../../shared/staff/permission-catalogue';
import { ALL_PERMISSIONS, refusalMessage } from '../../../../shared/staff/permissions';
import { STAFF_ROLE_IDS, roleAllows, staffRoleOf } from '../../../../shared/staff/roles';

const staffRoutes = routeList.filter((route) => route.auth === 'admin' || route.adminRoleOnly);

describe('route permissions', () => {
  it.each(staffRoutes.map((route) => [route.name, route] as const))('%s names the permission it needs', (_, route) => {
    expect(route.permission, `${route.method} ${route.path} declares no permission`).toBeDefined();
    expect(ALL_PERMISSIONS).toContain(route.permission);
  });

  it('gives no permission to a route staff do not call', () => {
    const others = routeList.filter((route) => !(route.auth === 'admin' || route.adminRoleOnly) && route.permission);
    expect(others.map((route) => route.name)).toEqual([]);
  });

  it("uses every permission on some route but cost prices (hidden in answers instead) the till approvals (checked in the till routes, decision 268), the developer reference (a page over a public file), and the trade-ins' override and sellers' ID (checked in the trade-in routes, decisions 312 and 314)", () => {
    const used = new Set(staffRoutes.map((route) => route.permission));
    expect(ALL_PERMISSIONS.filter((permission) => !used.has(permission))).toEqual(['till.discount', 'till.drawerDifference', 'inventory.costs', 'tradeIns.override', 'tradeIns.sellerId', 'developers.view']);
  });

  it('says what is missing in a sentence', () => {
    expect(refusalMessage('till.refund')).toBe('Your role does not allow refunds.');
    expect(refusalMessage('till.refund', "demo_technician's")).toBe("demo_technician's role does not allow refunds.");
    for (const permission of ALL_PERMISSIONS) expect(refusalMessage(permission)).toMatch(/^Your role does not allow [^.]+\.$/);
    for (const { label, sentence } of Object.values(PERMISSIONS)) {
      expect(label.length).toBeGreaterThan(3);
      expect(sentence).toMatch(/\.$/);
    }
  });
});

describe('built-in roles', () => {
  it('lets the owner do everything', () => {
    for (const permission of ALL_PERMISSIONS) expect(roleAllows('owner', permission)).toBe(true);
  });

  it('keeps staff, settings, the accounts and the audit log to the owner', () => {
    for (const role of ['manager', 'front-desk', 'technician'] as const) {
      for (const permission of ['staff.manage', 'settings.manage', 'profitLoss.view', 'audit.view'] as const) expect(roleAllows(role, permission)).toBe(false);
    }
    expect(roleAllows('manager', 'till.refund')).toBe(true);
  });

  it('asks a manager for refunds at the front desk, and keeps technicians off the till', () => {
    expect(roleAllows('front-desk', 'till.sell')).toBe(true);
    expect(roleAllows('front-desk', 'till.refund')).toBe(false);
    expect(roleAllows('technician', 'till.sell')).toBe(false);
    expect(roleAllows('technician', 'jobs.edit')).toBe(true);
  });

  it('lets every role into the admin area', () => {
    for (const role of STAFF_ROLE_IDS) expect(roleAllows(role, 'admin.use')).toBe(true);
  });

  it('treats an admin from before roles as the owner', () => {
    expect(staffRoleOf({})).toBe('owner');
    expect(staffRoleOf({ staffRole: 'technician' })).toBe('technician');
  });
});
