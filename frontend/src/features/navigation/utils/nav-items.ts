// The signed-in menus as the spec lists them (section 2, Navigation) and the part of each that is
// shown (links whose page is built: decision 117). The public links are in public-nav-items.ts.
import { builtPages } from '../../../app/route-registry';
import { paths } from '../../../config/paths';
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

/** The spec's dropdown, with the customer's shop orders after their repairs (issue 32, decision 245). */
export const specCustomerMenuItems: readonly NavItem[] = [
  { label: 'My Account', to: paths.customerDetails },
  customerDashboardItem,
  { label: 'Repair History', to: paths.repairs },
  { label: 'Shop Orders', to: paths.orders, activePrefixes: [paths.orders] },
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

const everyBuiltPage = Object.values(builtPages).flat();

export const customerMenuItems = builtItems(specCustomerMenuItems, everyBuiltPage);
export const adminNavItems = builtItems(specAdminNavItems, everyBuiltPage);
export const customerPortalItems = builtItems(specCustomerPortalItems, everyBuiltPage);
