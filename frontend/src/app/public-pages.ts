// The public pages that are built and which module under src/app/routes/ renders each: the part of
// the route registry (./route-registry.ts) the browser loads first. The signed-in and admin pages'
// entries load with their routes when a visitor first goes there (docs/decisions/027-first-load-at-110-kb.md).
// Data only, so Node can import it. A public path of the spec with no entry here is not built yet and
// shows the not-found page.
import { publicPaths } from '../config/paths';

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

export const publicPages: readonly BuiltPage[] = [
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
];

/** Renders '404 Page Not Found': unknown paths, and spec paths whose page is not built yet. */
export const NOT_FOUND_MODULE = 'not-found';

/** The layout route that provides TanStack Query to data pages and the guards. */
export const DATA_LAYOUT_SOURCE = 'src/app/data-layout.tsx';

/** A route module's source path relative to frontend/, as Vite's build manifest names it. */
export function routeModuleSource(module: string): string {
  return `src/app/routes/${module}.tsx`;
}
