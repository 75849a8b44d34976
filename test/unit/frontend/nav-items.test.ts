import { describe, expect, it } from 'vitest';
import {
  adminDashboardItem,
  adminNavItems,
  customerDashboardItem,
  customerMenuItems,
  isNavItemActive,
  publicNavItems,
} from '../../../frontend/src/features/navigation/utils/nav-items';

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
    const home = publicNavItems.find((item) => item.label === 'Home')!;
    const pricing = publicNavItems.find((item) => item.label === 'Pricing')!;

    expect(isNavItemActive(home, '/')).toBe(true);
    expect(isNavItemActive(home, '/pricing')).toBe(false);
    expect(isNavItemActive(pricing, '/pricing')).toBe(true);
    expect(isNavItemActive(pricing, '/pricing/extra')).toBe(false);
  });

  it('admin Till System stays active on its alias /admin/till-system', () => {
    const till = adminNavItems.find((item) => item.label === 'Till System')!;

    expect(isNavItemActive(till, '/admin/till-system')).toBe(true);
  });
});

describe('menus as the spec lists them', () => {
  it('public navigation', () => {
    expect(labelsAndPaths(publicNavItems)).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Pricing', '/pricing'],
      ['IMEI Lookup', '/imei-lookup'],
      ['Shop', '/shop'],
      ['Mail-in Repair', '/mail-in-repair'],
      ['Reviews', '/reviews'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Guides', '/guides'],
    ]);
  });

  it('customer dropdown', () => {
    expect(labelsAndPaths(customerMenuItems)).toEqual([
      ['My Account', '/customer-details'],
      ['Dashboard', '/dashboard'],
      ['Repair History', '/repairs'],
      ['Loyalty Program', '/loyalty'],
      ['Book Repair', '/book-repair'],
      ['Edit Profile', '/profile'],
    ]);
  });

  it('admin navigation', () => {
    expect(labelsAndPaths(adminNavItems)).toEqual([
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
