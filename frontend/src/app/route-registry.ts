// Which pages are built and which module under src/app/routes/ renders each: the public ones (in
// ./public-pages.ts, which the browser loads first) and the signed-in and admin ones here, which the
// browser loads with their routes (./signed-in-routes.ts). The router and the bundle budget check
// (scripts/check-bundle-budget.ts) both read this; it holds data only, so Node can import it. A path
// of the spec with no entry here is not built yet and shows the not-found page (inside its guard
// when it is a protected or admin path).
import { adminPaths, protectedPaths, type Access } from '../config/paths';
import { pagesAt, publicPages, type BuiltPage } from './public-pages';

export { DATA_LAYOUT_SOURCE, NOT_FOUND_MODULE, routeModuleSource, type BuiltPage } from './public-pages';

export const builtPages: Readonly<Record<Access, readonly BuiltPage[]>> = {
  public: publicPages,
  protected: pagesAt(protectedPaths, {
    profile: 'profile',
    customerDetails: 'customer-details',
    customerDetailsByQr: 'customer-details-by-qr',
    twoFactorSetup: 'two-factor-setup',
    dashboard: 'dashboard',
    dashboardPage: 'dashboard-alias',
    repairs: 'repairs',
    registerDevice: 'register-device',
    editDevice: 'edit-device',
    mailInOrder: 'mail-in-order',
    mailInOrders: 'mail-in-orders',
    mailInOrderDetail: 'mail-in-order',
    cart: 'shop-cart',
    checkout: 'shop-checkout',
    orders: 'shop-orders',
    orderDetail: 'shop-order',
    // Issue 29: the account's purchases (decision 298).
    purchases: 'purchases',
    paymentSuccessPage: 'payment-success',
    // Settings (issue 17): what is open now, and directions to the shop (decisions 195, 196).
    siteFunctionality: 'site-functionality',
    customerMap: 'customer-map',
  }),
  admin: pagesAt(adminPaths, {
    adminConsoleLog: 'admin-console-log',
    adminReports: 'admin-reports',
    adminProfitLoss: 'admin-profit-loss',
    adminVat: 'admin-vat',
    adminTimesheets: 'admin-timesheets',
    adminCommissions: 'admin-commissions',
    // Issue 31: the API reference (decision 271).
    adminDevelopers: 'admin-developers',
    admin: 'admin',
    adminDashboard: 'admin-alias',
    adminDashboardPage: 'admin-alias',
    adminJob: 'admin-job',
    adminJobs: 'admin-jobs',
    adminCustomers: 'admin-customers',
    adminCustomer: 'admin-customer',
    adminDeviceProfile: 'admin-device-profile',
    adminQr: 'admin-qr',
    adminQrCode: 'admin-qr',
    adminTv: 'admin-tv',
    adminInventory: 'admin-inventory',
    adminInventoryItem: 'admin-inventory-item',
    adminSuppliers: 'admin-suppliers',
    adminTradeIns: 'admin-trade-ins',
    adminGiftCards: 'admin-gift-cards',
    adminPartFinder: 'admin-partfinder',
    adminSalesManagement: 'admin-sales-management',
    adminSettings: 'admin-settings',
    adminTill: 'admin-till',
    adminTillSystem: 'admin-till-system',
    adminSales: 'admin-sales',
    adminInvoices: 'admin-invoices',
    adminSiteFunctionality: 'admin-site-content',
    // Settings (issue 17): the system check (decision 195); the spec's older admin paths open their canonical page (decision 197).
    adminCheck: 'admin-check',
    admin2: 'admin-spec-alias',
    admin3: 'admin-spec-alias',
    adminSite2: 'admin-spec-alias',
    adminJobDetailPage: 'admin-spec-alias',
    adminJobComprehensive: 'admin-spec-alias',
    adminDeviceProfilePage: 'admin-spec-alias',
    siteOverviewPage: 'admin-spec-alias',
    jobUpdatePageOld: 'admin-spec-alias',
    guideDetailPageBackup: 'admin-spec-alias',
    adminFamilyGroups: 'admin-family-groups',
    adminLoyalty: 'admin-loyalty',
    // The developer API (issue 31): the owner's API keys (decision 274).
    adminDeveloperKeys: 'admin-developer-keys',
    // Staff (issue 28): the owner's role editor (decision 265).
    adminRoles: 'admin-roles',
    // Staff (issue 28): the members and their invitations (decision 259).
    adminStaff: 'admin-staff',
    // Issue 31: webhooks (decision 277).
    adminWebhooks: 'admin-webhooks',
    adminWebhook: 'admin-webhook',
  }),
};
