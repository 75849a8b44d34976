// What each admin page asks of the staff role: the guard shows "not allowed for your role" instead of
// a page whose requests the server would refuse (decision 254). The spec's old addresses only lead
// on to their page, which asks again.
import type { Permission } from '../../../shared/staff/permissions';
import { adminPaths } from './paths';

export const ADMIN_PAGE_PERMISSIONS: Record<keyof typeof adminPaths, Permission> = {
  admin: 'admin.use',
  adminDashboard: 'admin.use',
  adminDashboardPage: 'admin.use',
  adminCustomers: 'customers.view',
  adminCustomer: 'customers.view',
  adminInventory: 'inventory.view',
  adminInventoryItem: 'inventory.view',
  adminSales: 'invoices.view',
  adminSalesManagement: 'orders.view',
  adminJobs: 'jobs.view',
  adminJob: 'jobs.view',
  adminDeviceProfile: 'jobs.view',
  adminTill: 'till.sell',
  adminTillSystem: 'till.sell',
  adminSiteFunctionality: 'content.site',
  adminConsoleLog: 'audit.view',
  adminLoyalty: 'loyalty.view',
  admin2: 'admin.use',
  admin3: 'admin.use',
  adminReports: 'reports.view',
  adminInvoices: 'invoices.view',
  adminSuppliers: 'purchasing.suppliers',
  adminTradeIns: 'tradeIns.buy',
  adminGiftCards: 'giftCards.view',
  adminProfitLoss: 'profitLoss.view',
  adminVat: 'profitLoss.view',
  adminTimesheets: 'admin.use',
  adminCommissions: 'staff.commissions',
  adminDevelopers: 'developers.view',
  adminSettings: 'settings.manage',
  adminFamilyGroups: 'loyalty.view',
  adminRoles: 'staff.manage',
  adminStaff: 'staff.view',
  adminPartFinder: 'inventory.view',
  adminTv: 'jobs.view',
  adminCheck: 'settings.manage',
  adminDeveloperKeys: 'developers.manage',
  adminSite2: 'admin.use',
  adminQrCode: 'jobs.view',
  adminQr: 'jobs.view',
  adminJobDetailPage: 'admin.use',
  adminJobComprehensive: 'admin.use',
  adminDeviceProfilePage: 'admin.use',
  siteOverviewPage: 'admin.use',
  jobUpdatePageOld: 'admin.use',
  guideDetailPageBackup: 'admin.use',
  adminWebhooks: 'developers.manage',
  adminWebhook: 'developers.manage',
};

const permissionByPath = new Map(Object.entries(adminPaths).map(([key, path]) => [path as string, ADMIN_PAGE_PERMISSIONS[key as keyof typeof adminPaths]]));

/** What the admin page at this link asks of the role; 'admin.use', which every role has, for any other. */
export function adminPagePermission(to: string): Permission {
  return permissionByPath.get(to.split('?')[0]!) ?? 'admin.use';
}
