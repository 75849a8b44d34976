// The public client route paths of the spec (section 2), in react-router syntax: a module of their
// own, which every page's first load carries (the header's links, the public page list), while the
// signed-in and admin lists in ./paths.ts load with the pages that use them (decision 367). Import
// from here in code every public page loads; anywhere else ./paths.ts re-exports these.

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
  // Buying a gift card and checking its balance (decision 345).
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

/** Register is the /auth page opened on its register tab. */
export const registerHref = `${publicPaths.auth}?tab=register`;
