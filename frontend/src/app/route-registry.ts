// Which pages are built and which module under src/app/routes/ renders each: the public ones (in
// ./public-pages.ts, which the browser loads first) and the signed-in and admin ones here, which the
// browser loads with their routes (./signed-in-routes.ts). The router and the bundle budget check
// (scripts/check-bundle-budget.ts) both read this; it holds data only, so Node can import it. A path
// of the spec with no entry here is not built yet and shows the not-found page (inside its guard
// when it is a protected or admin path).
import { adminPaths, protectedPaths, type Access } from '../config/paths';
import { publicPages, type BuiltPage } from './public-pages';

export { DATA_LAYOUT_SOURCE, NOT_FOUND_MODULE, routeModuleSource, type BuiltPage } from './public-pages';

export const builtPages: Readonly<Record<Access, readonly BuiltPage[]>> = {
  public: publicPages,
  protected: [
    { path: protectedPaths.profile, module: 'profile' },
    { path: protectedPaths.customerDetails, module: 'customer-details' },
    { path: protectedPaths.customerDetailsByQr, module: 'customer-details-by-qr' },
    { path: protectedPaths.twoFactorSetup, module: 'two-factor-setup' },
    { path: protectedPaths.dashboard, module: 'dashboard' },
    { path: protectedPaths.dashboardPage, module: 'dashboard-alias' },
    { path: protectedPaths.repairs, module: 'repairs' },
    { path: protectedPaths.registerDevice, module: 'register-device' },
    { path: protectedPaths.editDevice, module: 'edit-device' },
    { path: protectedPaths.mailInOrder, module: 'mail-in-order' },
    { path: protectedPaths.mailInOrders, module: 'mail-in-orders' },
    { path: protectedPaths.mailInOrderDetail, module: 'mail-in-order' },
    { path: protectedPaths.cart, module: 'shop-cart' },
    { path: protectedPaths.checkout, module: 'shop-checkout' },
    { path: protectedPaths.orders, module: 'shop-orders' },
    { path: protectedPaths.orderDetail, module: 'shop-order' },
    { path: protectedPaths.paymentSuccessPage, module: 'payment-success' },
    // Settings (issue 17): what is open now, and directions to the shop (decisions 195, 196).
    { path: protectedPaths.siteFunctionality, module: 'site-functionality' },
    { path: protectedPaths.customerMap, module: 'customer-map' },
  ],
  admin: [
    { path: adminPaths.adminConsoleLog, module: 'admin-console-log' },
    { path: adminPaths.adminReports, module: 'admin-reports' },
    { path: adminPaths.adminProfitLoss, module: 'admin-profit-loss' },
    { path: adminPaths.admin, module: 'admin' },
    { path: adminPaths.adminDashboard, module: 'admin-alias' },
    { path: adminPaths.adminDashboardPage, module: 'admin-alias' },
    { path: adminPaths.adminJob, module: 'admin-job' },
    { path: adminPaths.adminJobs, module: 'admin-jobs' },
    { path: adminPaths.adminCustomers, module: 'admin-customers' },
    { path: adminPaths.adminCustomer, module: 'admin-customer' },
    { path: adminPaths.adminDeviceProfile, module: 'admin-device-profile' },
    { path: adminPaths.adminQr, module: 'admin-qr' },
    { path: adminPaths.adminQrCode, module: 'admin-qr' },
    { path: adminPaths.adminTv, module: 'admin-tv' },
    { path: adminPaths.adminInventory, module: 'admin-inventory' },
    { path: adminPaths.adminInventoryItem, module: 'admin-inventory-item' },
    { path: adminPaths.adminSuppliers, module: 'admin-suppliers' },
    { path: adminPaths.adminPartFinder, module: 'admin-partfinder' },
    { path: adminPaths.adminSalesManagement, module: 'admin-sales-management' },
    { path: adminPaths.adminSettings, module: 'admin-settings' },
    { path: adminPaths.adminTill, module: 'admin-till' },
    { path: adminPaths.adminTillSystem, module: 'admin-till-system' },
    { path: adminPaths.adminSales, module: 'admin-sales' },
    { path: adminPaths.adminInvoices, module: 'admin-invoices' },
    { path: adminPaths.adminSiteFunctionality, module: 'admin-site-content' },
    // Settings (issue 17): the system check (decision 195); the spec's older admin paths open their canonical page (decision 197).
    { path: adminPaths.adminCheck, module: 'admin-check' },
    { path: adminPaths.admin2, module: 'admin-spec-alias' },
    { path: adminPaths.admin3, module: 'admin-spec-alias' },
    { path: adminPaths.adminSite2, module: 'admin-spec-alias' },
    { path: adminPaths.adminJobDetailPage, module: 'admin-spec-alias' },
    { path: adminPaths.adminJobComprehensive, module: 'admin-spec-alias' },
    { path: adminPaths.adminDeviceProfilePage, module: 'admin-spec-alias' },
    { path: adminPaths.siteOverviewPage, module: 'admin-spec-alias' },
    { path: adminPaths.jobUpdatePageOld, module: 'admin-spec-alias' },
    { path: adminPaths.guideDetailPageBackup, module: 'admin-spec-alias' },
    { path: adminPaths.adminFamilyGroups, module: 'admin-family-groups' },
    { path: adminPaths.adminLoyalty, module: 'admin-loyalty' },
  ],
};
