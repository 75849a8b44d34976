// Every client route path of the spec (section 2), in react-router syntax: the one source for links,
// the router and the guards. Build concrete links with react-router's typed `generatePath`.

/** Open to everyone. */
export const publicPaths = {
  home: '/',
  auth: '/auth',
  services: '/services',
  serviceDetail: '/services/:id',
  pricing: '/pricing',
  about: '/about',
  contact: '/contact',
  reviews: '/reviews',
  guides: '/guides',
  guideDetail: '/guides/:id',
  imeiLookup: '/imei-lookup',
  shop: '/shop',
  shopCategory: '/shop/category/:category',
  shopProduct: '/shop/product/:id',
  mailInRepair: '/mail-in-repair',
  sellYourDevice: '/sell-your-device',
  // Issue 29: buying a gift card and checking its balance (decision 345).
  giftCards: '/gift-cards',
  loyalty: '/loyalty',
  loyaltyClaim: '/loyalty/claim',
  booking: '/booking',
  booking2: '/booking2',
  bookRepair: '/book-repair',
  repairDetail: '/repair/:repairId',
  checklist: '/checklist',
  siteOverview: '/site-overview',
  adminButtonTest: '/admin/button-test',
  verifyEmail: '/verify-email/:token',
  emailVerificationRequired: '/email-verification-required',
  resetPassword: '/reset-password/:token',
  forgotPassword: '/forgot-password',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  disclaimer: '/disclaimer',
  jobByQr: '/job/:qrCode',
  qrShortLink: '/qr/:qrCode',
  jobsByQr: '/jobs/:qrCode',
  jobStatus: '/job-status/:qrCode',
  deviceProfileLookup: '/device-profile',
  deviceProfile: '/device-profile/:qrCode',
  deviceByQr: '/device/:qrCode',
  paymentSuccess: '/payment-success',
  claimJob: '/claim-job/:qrCode?',
  qrScanner: '/qr-scanner',
  // Issue 28: the link in the staff invitation email (decision 259).
  staffInvitation: '/staff-invitation/:token',
} as const;

/** Signed-in customers (and admins). */
export const protectedPaths = {
  cart: '/shop/cart',
  checkout: '/shop/checkout',
  orders: '/shop/orders',
  orderDetail: '/shop/orders/:id',
  mailInOrder: '/mail-in-repair/order/:id',
  mailInOrders: '/account/mail-in-orders',
  mailInOrderDetail: '/account/mail-in-orders/:id',
  dashboard: '/dashboard',
  dashboardPage: '/dashboard-page',
  repairs: '/repairs',
  profile: '/profile',
  registerDevice: '/register-device',
  editDevice: '/edit-device/:id',
  twoFactorSetup: '/2fa-setup',
  customerDetails: '/customer-details',
  customerDetailsByQr: '/customer-details/:qrCode',
  customerMap: '/customer-map',
  paymentSuccessPage: '/payment-success-page',
  siteFunctionality: '/site-functionality',
  // Issue 29: every shop order, till receipt, repair invoice and credit note of the account (decision 298).
  purchases: '/account/purchases',
} as const;

/** Admins only. */
export const adminPaths = {
  admin: '/admin',
  adminDashboard: '/admin-dashboard',
  adminDashboardPage: '/admin-dashboard-page',
  adminCustomers: '/admin/customers',
  adminCustomer: '/admin/customers/:qrCode',
  adminInventory: '/admin/inventory',
  adminInventoryItem: '/admin/inventory/:id',
  adminSales: '/admin/sales',
  adminSalesManagement: '/admin/sales-management',
  adminJobs: '/admin/jobs',
  adminJob: '/admin/job/:qrCode',
  adminDeviceProfile: '/admin/device-profile/:qrCode',
  adminTill: '/admin/till',
  adminTillSystem: '/admin/till-system',
  adminSiteFunctionality: '/admin/site-functionality',
  adminConsoleLog: '/admin/console-log',
  adminLoyalty: '/admin/loyalty',
  admin2: '/admin2',
  admin3: '/admin3',
  adminReports: '/admin/reports',
  adminInvoices: '/admin/reports/invoices',
  adminSuppliers: '/admin/suppliers',
  // Issue 30: buying devices at the counter (decision 310).
  adminTradeIns: '/admin/trade-ins',
  // Issue 29: gift cards and their ledgers (decision 341).
  adminGiftCards: '/admin/gift-cards',
  adminProfitLoss: '/admin/profit-loss',
  adminTimesheets: '/admin/timesheets',
  adminCommissions: '/admin/reports/commissions',
  adminDevelopers: '/admin/developers',
  adminSettings: '/admin/settings',
  adminFamilyGroups: '/admin/family-groups',
  adminRoles: '/admin/roles',
  adminStaff: '/admin/staff',
  adminPartFinder: '/admin/partfinder',
  adminTv: '/admin/tv',
  adminCheck: '/admin/check',
  adminDeveloperKeys: '/admin/developers/keys',
  adminSite2: '/admin/site2',
  adminQrCode: '/admin/qr/:qrCode?',
  adminQr: '/admin/qr',
  adminJobDetailPage: '/admin-job-detail-page',
  adminJobComprehensive: '/admin-job-comprehensive',
  adminDeviceProfilePage: '/admin-device-profile-page',
  siteOverviewPage: '/site-overview-page',
  jobUpdatePageOld: '/job-update-page-old',
  guideDetailPageBackup: '/guide-detail-page-backup',
  // Issue 31: the owner's webhook endpoints and each one's delivery log.
  adminWebhooks: '/admin/developers/webhooks',
  adminWebhook: '/admin/developers/webhooks/:id',
} as const;

export const paths = { ...publicPaths, ...protectedPaths, ...adminPaths } as const;

/** Register is the /auth page opened on its register tab. */
export const registerHref = `${publicPaths.auth}?tab=register`;

/** Which list a path belongs to, and so which guard wraps it. */
export type Access = 'public' | 'protected' | 'admin';
