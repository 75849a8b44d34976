// Which pages are built and which module under src/app/routes/ renders each. The router and the
// bundle budget check (scripts/check-bundle-budget.ts) both read this; it holds data only, so Node
// can import it. A path of the spec with no entry here is not built yet and shows the not-found
// page (inside its guard when it is a protected or admin path).
import { adminPaths, protectedPaths, publicPaths, type Access } from '../config/paths';

export interface BuiltPage {
  readonly path: string;
  /** File name, without extension, of the route module in src/app/routes/. */
  readonly module: string;
  /**
   * True for pages that render without server data: they are not wrapped in the data layout, so
   * TanStack Query and the API client stay out of their first load. Such a page must not use queries.
   */
  readonly static?: boolean;
  /**
   * True for public pages whose content lives in the table (services, guides, shop...): rendered per
   * request with their data in the HTML, by a server loader of the same module name in
   * functions/pages/loaders.ts (docs/decisions/020-public-pages-in-the-html.md). They sit outside
   * the data layout like static pages and read their data with react-router's useLoaderData.
   */
  readonly data?: boolean;
}

export const builtPages: Readonly<Record<Access, readonly BuiltPage[]>> = {
  public: [
    { path: publicPaths.home, module: 'home', static: true },
    // The account pages draw their frame without server data and load their forms (with TanStack
    // Query and the API client) right after: docs/decisions/050-account-pages-load-in-two-steps.md.
    { path: publicPaths.auth, module: 'auth', static: true },
    { path: publicPaths.verifyEmail, module: 'verify-email', static: true },
    { path: publicPaths.emailVerificationRequired, module: 'email-verification-required', static: true },
    { path: publicPaths.forgotPassword, module: 'forgot-password', static: true },
    { path: publicPaths.resetPassword, module: 'reset-password', static: true },
    { path: publicPaths.privacyPolicy, module: 'privacy-policy', static: true },
    { path: publicPaths.termsOfService, module: 'terms-of-service', static: true },
    { path: publicPaths.disclaimer, module: 'disclaimer', static: true },
    { path: publicPaths.checklist, module: 'checklist', static: true },
    { path: publicPaths.qrScanner, module: 'qr-scanner', static: true },
    { path: publicPaths.deviceProfileLookup, module: 'device-profile-lookup', static: true },
    { path: publicPaths.qrShortLink, module: 'job-short-link', static: true },
    { path: publicPaths.jobsByQr, module: 'job-short-link', static: true },
    { path: publicPaths.jobStatus, module: 'job-short-link', static: true },
    { path: publicPaths.jobByQr, module: 'job', static: true },
    { path: publicPaths.deviceProfile, module: 'device-profile', static: true },
    { path: publicPaths.deviceByQr, module: 'device-profile', static: true },
    { path: publicPaths.claimJob, module: 'claim-job', static: true },
    { path: publicPaths.booking, module: 'booking', static: true },
    { path: publicPaths.booking2, module: 'booking-alias', static: true },
    { path: publicPaths.bookRepair, module: 'booking-alias', static: true },
    { path: publicPaths.mailInRepair, module: 'mail-in-repair', static: true },
    { path: publicPaths.repairDetail, module: 'repair-detail', static: true },
    { path: publicPaths.shop, module: 'shop', data: true },
    { path: publicPaths.shopCategory, module: 'shop-category', data: true },
    { path: publicPaths.shopProduct, module: 'shop-product', data: true },
    // Where the payment page returns the customer: their order, read on the client once signed in
    // (the order view loads after the page, with its query client: decision 050).
    { path: publicPaths.paymentSuccess, module: 'payment-success', static: true },
    { path: publicPaths.loyaltyClaim, module: 'loyalty-claim', static: true },
    // Content (issue 13): data pages render per request with their loader in functions/pages/loaders.ts.
    { path: publicPaths.services, module: 'services', data: true },
    { path: publicPaths.serviceDetail, module: 'service-detail', data: true },
    { path: publicPaths.pricing, module: 'pricing', data: true },
    { path: publicPaths.guides, module: 'guides', data: true },
    { path: publicPaths.guideDetail, module: 'guide-detail', data: true },
    { path: publicPaths.reviews, module: 'reviews', data: true },
    { path: publicPaths.about, module: 'about', static: true },
    { path: publicPaths.contact, module: 'contact', static: true },
    { path: publicPaths.imeiLookup, module: 'imei-lookup', static: true },
    { path: publicPaths.loyalty, module: 'loyalty', static: true },
    { path: publicPaths.siteOverview, module: 'site-overview', static: true },
    { path: publicPaths.adminButtonTest, module: 'button-test', static: true },
  ],
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

/** Renders '404 Page Not Found': unknown paths, and spec paths whose page is not built yet. */
export const NOT_FOUND_MODULE = 'not-found';

/** The layout route that provides TanStack Query to data pages and the guards. */
export const DATA_LAYOUT_SOURCE = 'src/app/data-layout.tsx';

/** A route module's source path relative to frontend/, as Vite's build manifest names it. */
export function routeModuleSource(module: string): string {
  return `src/app/routes/${module}.tsx`;
}
