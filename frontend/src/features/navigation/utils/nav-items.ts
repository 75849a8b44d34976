// The signed-in menus as the spec lists them (section 2, Navigation) and the part of each that is
// shown (links whose page is built: decision 117). The public links are in public-nav-items.ts.
import type { User } from '../../../../../shared/schemas/user';
import { builtPages } from '../../../app/route-registry';
import { paths } from '../../../config/paths';
import { adminPagePermission } from '../../../config/admin-page-permissions';
import { can, isAdmin } from '../../../lib/roles';
import { builtItems, isNavItemActive, publicNavItems, specPublicNavItems, type NavItem } from './public-nav-items';

export { builtItems, isNavItemActive, publicNavItems, specPublicNavItems, type NavItem };

/** The customer's Dashboard tab covers the dashboard, repair history and bookings. */
export const customerDashboardItem: NavItem = {
  label: 'Dashboard',
  to: paths.dashboard,
  activePrefixes: [paths.dashboard, paths.repairs, paths.booking],
};

/** The admin Dashboard is active anywhere under /admin. */
export const adminDashboardItem: NavItem = { label: 'Dashboard', to: paths.admin, activePrefixes: [paths.admin] };

/** The spec's dropdown, with the customer's shop orders after their repairs (issue 32, decision 245), then every purchase (issue 29, decision 298). */
export const specCustomerMenuItems: readonly NavItem[] = [
  { label: 'My Account', to: paths.customerDetails },
  customerDashboardItem,
  { label: 'Repair History', to: paths.repairs },
  { label: 'Shop Orders', to: paths.orders, activePrefixes: [paths.orders] },
  { label: 'Purchases', to: paths.purchases },
  { label: 'Loyalty Program', to: paths.loyalty },
  { label: 'Book Repair', to: paths.bookRepair },
  { label: 'Edit Profile', to: paths.profile },
];

export const specAdminNavItems: readonly NavItem[] = [
  adminDashboardItem,
  { label: 'Customers', to: paths.adminCustomers, activePrefixes: [paths.adminCustomers] },
  { label: 'Jobs', to: paths.adminJobs, activePrefixes: [paths.adminJobs, '/admin/job/'] },
  { label: 'Inventory', to: paths.adminInventory, activePrefixes: [paths.adminInventory] },
  { label: 'Family Groups', to: paths.adminFamilyGroups },
  { label: 'Reports', to: paths.adminReports, activePrefixes: [paths.adminReports] },
  // '/admin/till' also covers its alias '/admin/till-system'.
  { label: 'Till System', to: paths.adminTill, activePrefixes: [paths.adminTill] },
  { label: 'QR Scanner', to: paths.adminQr, activePrefixes: [paths.adminQr] },
  { label: 'Site Functions', to: paths.adminSiteFunctionality },
];

/** The customer portal, listed for admins under 'Customer Pages'. */
export const specCustomerPortalItems: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'My Account', to: paths.customerDetails },
  { label: 'Repair History', to: paths.repairs },
  { label: 'Loyalty Program', to: paths.loyalty },
  { label: 'Book Repair', to: paths.bookRepair },
  { label: 'Register Device', to: paths.registerDevice },
  { label: 'Shop Orders', to: paths.orders },
  { label: 'Purchases', to: paths.purchases },
  { label: 'Mail-in Orders', to: paths.mailInOrders },
  { label: 'Edit Profile', to: paths.profile },
];

const everyBuiltPage = Object.values(builtPages).flat();

export const customerMenuItems = builtItems(specCustomerMenuItems, everyBuiltPage);
export const adminNavItems = builtItems(specAdminNavItems, everyBuiltPage);
export const customerPortalItems = builtItems(specCustomerPortalItems, everyBuiltPage);

/**
 * The admin links this user is shown (header, account menu, slide-out menu): the one place that
 * decides, by the caller, which admin pages their navigation offers: those their staff role allows
 * (decisions 251, 254).
 */
export function staffNavItems(user: User | null): readonly NavItem[] {
  return isAdmin(user) ? adminNavItems.filter((item) => can(user, adminPagePermission(item.to))) : [];
}

/** How closely an item matches the path: its own address best, then the length of its longest matching prefix. */
function closeness(item: NavItem, pathname: string): number {
  if (pathname === item.to) return Number.POSITIVE_INFINITY;
  return Math.max(0, ...(item.activePrefixes ?? []).filter((prefix) => pathname.startsWith(prefix)).map((prefix) => prefix.length));
}

/**
 * The item of a menu marked as the current page: of those active on the path, the closest match. The
 * spec's admin Dashboard is active anywhere under /admin and the customer's on /repairs; beside the
 * other links of their menu they give way, so on /admin/jobs the page is Jobs alone (decision 251).
 */
export function currentNavItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  const active = items.filter((item) => isNavItemActive(item, pathname));
  return active.sort((a, b) => closeness(b, pathname) - closeness(a, pathname))[0];
}
