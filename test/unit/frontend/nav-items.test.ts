import { describe, expect, it } from 'vitest';
import { builtPages } from '../../../frontend/src/app/route-registry';
import {
  adminDashboardItem,
  adminNavItems,
  builtItems,
  currentNavItem,
  customerDashboardItem,
  customerMenuItems,
  customerPortalItems,
  isNavItemActive,
  publicNavItems,
  specAdminNavItems,
  specCustomerMenuItems,
  specCustomerPortalItems,
  specPublicNavItems,
  staffNavItems,
} from '../../../frontend/src/features/navigation/utils/nav-items';
import type { User } from '../../../shared/schemas/user';
import type { StaffRoleId } from '../../../shared/staff/roles';

const userWithRole = (role: User['role']): User => ({
  id: 'U1',
  firstName: 'Aoife',
  lastName: 'Byrne',
  email: 'aoife@example.com',
  phone: '07700900123',
  username: 'aoife',
  role,
  emailVerified: true,
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const labelsAndPaths = (items: readonly { label: string; to: string }[]) => items.map(({ label, to }) => [label, to]);

describe('customer Dashboard tab', () => {
  it.each(['/dashboard', '/dashboard-page', '/repairs', '/booking', '/booking2'])('is highlighted on %s', (pathname) => {
    expect(isNavItemActive(customerDashboardItem, pathname)).toBe(true);
  });

  it.each(['/', '/profile', '/shop', '/admin'])('is not highlighted on %s', (pathname) => {
    expect(isNavItemActive(customerDashboardItem, pathname)).toBe(false);
  });
});

describe('admin Dashboard', () => {
  it.each(['/admin', '/admin/jobs', '/admin/qr/QR123', '/admin-dashboard', '/admin2'])('is active on %s', (pathname) => {
    expect(isNavItemActive(adminDashboardItem, pathname)).toBe(true);
  });

  it.each(['/', '/dashboard', '/repairs'])('is not active on %s', (pathname) => {
    expect(isNavItemActive(adminDashboardItem, pathname)).toBe(false);
  });
});

describe('other menu items', () => {
  it('match their own path exactly unless they list prefixes', () => {
    const home = specPublicNavItems.find((item) => item.label === 'Home')!;
    const pricing = specPublicNavItems.find((item) => item.label === 'Pricing')!;

    expect(isNavItemActive(home, '/')).toBe(true);
    expect(isNavItemActive(home, '/pricing')).toBe(false);
    expect(isNavItemActive(pricing, '/pricing')).toBe(true);
    expect(isNavItemActive(pricing, '/pricing/extra')).toBe(false);
  });

  it('admin Till System stays active on its alias /admin/till-system', () => {
    const till = specAdminNavItems.find((item) => item.label === 'Till System')!;

    expect(isNavItemActive(till, '/admin/till-system')).toBe(true);
  });
});

describe('menus as the spec lists them', () => {
  it('public navigation', () => {
    expect(labelsAndPaths(specPublicNavItems)).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Pricing', '/pricing'],
      ['IMEI Lookup', '/imei-lookup'],
      ['Shop', '/shop'],
      ['Mail-in Repair', '/mail-in-repair'],
      // Issue 30's "Sell your device" page, linked from the site's navigation (decision 351).
      ['Sell your device', '/sell-your-device'],
      ['Reviews', '/reviews'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Guides', '/guides'],
    ]);
  });

  it('customer dropdown, with Shop Orders after Repair History (decision 245), then Purchases (decision 298)', () => {
    expect(labelsAndPaths(specCustomerMenuItems)).toEqual([
      ['My Account', '/customer-details'],
      ['Dashboard', '/dashboard'],
      ['Repair History', '/repairs'],
      ['Shop Orders', '/shop/orders'],
      ['Purchases', '/account/purchases'],
      ['Loyalty Program', '/loyalty'],
      ['Book Repair', '/book-repair'],
      ['Edit Profile', '/profile'],
    ]);
  });

  it('admin navigation', () => {
    expect(labelsAndPaths(specAdminNavItems)).toEqual([
      ['Dashboard', '/admin'],
      ['Customers', '/admin/customers'],
      ['Jobs', '/admin/jobs'],
      ['Inventory', '/admin/inventory'],
      ['Family Groups', '/admin/family-groups'],
      ['Reports', '/admin/reports'],
      ['Till System', '/admin/till'],
      ['QR Scanner', '/admin/qr'],
      ['Site Functions', '/admin/site-functionality'],
    ]);
  });
});

describe('menus as shown', () => {
  const built = new Set(Object.values(builtPages).flatMap((pages) => pages.map((page) => page.path)));

  it.each([
    ['public', publicNavItems, specPublicNavItems],
    ['customer', customerMenuItems, specCustomerMenuItems],
    ['admin', adminNavItems, specAdminNavItems],
    ['customer portal', customerPortalItems, specCustomerPortalItems],
  ] as const)('the %s menu shows exactly the spec links whose page is built, in the spec order', (_, shown, spec) => {
    expect(shown).toEqual(spec.filter((item) => built.has(item.to)));
    expect(shown.every((item) => built.has(item.to))).toBe(true);
  });

  it('leaves out a link whose page is not built yet', () => {
    expect(builtItems([{ label: 'Loyalty Program', to: '/loyalty' }])).toEqual(built.has('/loyalty') ? [{ label: 'Loyalty Program', to: '/loyalty' }] : []);
    expect(builtItems([{ label: 'Nowhere', to: '/no-such-page' }])).toEqual([]);
    expect(builtItems([{ label: 'Home', to: '/' }])).toHaveLength(1);
  });
});

describe('staff navigation', () => {
  it('shows the owner (role admin) every admin link that is built', () => {
    expect(staffNavItems(userWithRole('admin'))).toEqual(adminNavItems);
  });

  it("shows other staff only the pages their role allows (decision 254)", () => {
    const labels = (staffRole: StaffRoleId) => staffNavItems({ ...userWithRole('admin'), staffRole }).map((item) => item.label);
    expect(labels('technician')).toEqual(['Dashboard', 'Customers', 'Jobs', 'Inventory', 'QR Scanner']);
    expect(labels('front-desk')).toEqual(['Dashboard', 'Customers', 'Jobs', 'Inventory', 'Family Groups', 'Till System', 'QR Scanner']);
    expect(labels('manager')).toEqual(adminNavItems.map((item) => item.label));
  });

  it('shows customers and visitors no admin link', () => {
    expect(staffNavItems(userWithRole('customer'))).toEqual([]);
    expect(staffNavItems(null)).toEqual([]);
  });
});

describe('the current page of a menu', () => {
  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/jobs', 'Jobs'],
    ['/admin/job/QR123', 'Jobs'],
    ['/admin/till-system', 'Till System'],
    ['/admin/suppliers', 'Dashboard'],
  ])('in the admin navigation on %s is %s alone', (pathname, label) => {
    expect(currentNavItem(specAdminNavItems, pathname)?.label).toBe(label);
  });

  it.each([
    ['/repairs', 'Repair History'],
    ['/dashboard', 'Dashboard'],
    ['/booking', 'Dashboard'],
  ])('in the customer menu on %s is %s', (pathname, label) => {
    expect(currentNavItem(specCustomerMenuItems, pathname)?.label).toBe(label);
  });

  it('is none on a page the menu does not list', () => {
    expect(currentNavItem(specAdminNavItems, '/pricing')).toBeUndefined();
  });
});
