// The header's menus as the spec lists them (section 2, Navigation), the part of each that is shown
// (links whose page is built: decision 117), and which item is active.
import { builtPages } from '../../../app/route-registry';
import { paths } from '../../../config/paths';

export interface NavItem {
  readonly label: string;
  readonly to: string;
  /** Active when the current path starts with one of these; exact match on `to` otherwise. */
  readonly activePrefixes?: readonly string[];
}

export const specPublicNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services, activePrefixes: [paths.services] },
  { label: 'Pricing', to: paths.pricing },
  { label: 'IMEI Lookup', to: paths.imeiLookup },
  { label: 'Shop', to: paths.shop, activePrefixes: [paths.shop] },
  { label: 'Mail-in Repair', to: paths.mailInRepair, activePrefixes: [paths.mailInRepair] },
  { label: 'Reviews', to: paths.reviews },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'Guides', to: paths.guides, activePrefixes: [paths.guides] },
];

/** The customer's Dashboard tab covers the dashboard, repair history and bookings. */
export const customerDashboardItem: NavItem = {
  label: 'Dashboard',
  to: paths.dashboard,
  activePrefixes: [paths.dashboard, paths.repairs, paths.booking],
};

/** The admin Dashboard is active anywhere under /admin. */
export const adminDashboardItem: NavItem = { label: 'Dashboard', to: paths.admin, activePrefixes: [paths.admin] };

export const specCustomerMenuItems: readonly NavItem[] = [
  { label: 'My Account', to: paths.customerDetails },
  customerDashboardItem,
  { label: 'Repair History', to: paths.repairs },
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
  { label: 'Mail-in Orders', to: paths.mailInOrders },
  { label: 'Edit Profile', to: paths.profile },
];

const builtPaths = new Set(Object.values(builtPages).flatMap((pages) => pages.map((page) => page.path)));

/**
 * The links a menu shows: those whose page is registered as built. A link to a page not built yet
 * would lead to the 404 page, so it appears only when its area lands in the route registry.
 */
export function builtItems(items: readonly NavItem[]): readonly NavItem[] {
  return items.filter((item) => builtPaths.has(item.to));
}

export const publicNavItems = builtItems(specPublicNavItems);
export const customerMenuItems = builtItems(specCustomerMenuItems);
export const adminNavItems = builtItems(specAdminNavItems);
export const customerPortalItems = builtItems(specCustomerPortalItems);

/** Prefixes are plain string prefixes: the spec's admin Dashboard is active for any path starting /admin. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.activePrefixes) return item.activePrefixes.some((prefix) => pathname.startsWith(prefix));
  return pathname === item.to;
}
