// The public pages that are built and which module under src/app/routes/ renders each: the part of
// the route registry (./route-registry.ts) the browser loads first. The signed-in and admin pages'
// entries load with their routes when a visitor first goes there (docs/decisions/027-first-load-at-110-kb.md).
// Data and one pure helper, so Node can import it. A public path of the spec with no entry here is not
// built yet and shows the not-found page.
import { publicPaths } from '../config/public-paths';

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

/**
 * One list's built pages from its paths' keys and the route module of each (a path key once at most,
 * a module for several paths where they show the same page), all of one kind.
 */
export function pagesAt<Key extends string>(
  paths: Readonly<Record<Key, string>>,
  modules: Partial<Record<NoInfer<Key>, string>>,
  kind: Pick<BuiltPage, 'static' | 'data'> = {},
): BuiltPage[] {
  return (Object.entries(modules) as [Key, string][]).map(([key, module]) => ({ path: paths[key], module, ...kind }));
}

export const publicPages: readonly BuiltPage[] = [
  ...pagesAt(
    publicPaths,
    {
      home: 'home',
      // The account pages draw their frame without server data and load their forms (with TanStack
      // Query and the API client) right after: docs/decisions/050-account-pages-load-in-two-steps.md.
      auth: 'auth',
      verifyEmail: 'verify-email',
      emailVerificationRequired: 'email-verification-required',
      forgotPassword: 'forgot-password',
      resetPassword: 'reset-password',
      privacyPolicy: 'privacy-policy',
      termsOfService: 'terms-of-service',
      disclaimer: 'disclaimer',
      checklist: 'checklist',
      qrScanner: 'qr-scanner',
      deviceProfileLookup: 'device-profile-lookup',
      qrShortLink: 'job-short-link',
      jobsByQr: 'job-short-link',
      jobStatus: 'job-short-link',
      jobByQr: 'job',
      deviceProfile: 'device-profile',
      deviceByQr: 'device-profile',
      claimJob: 'claim-job',
      booking: 'booking',
      booking2: 'booking-alias',
      bookRepair: 'booking-alias',
      mailInRepair: 'mail-in-repair',
      sellYourDevice: 'sell-your-device',
      giftCards: 'gift-cards',
      repairDetail: 'repair-detail',
      // Where the payment page returns the customer: their order, read on the client once signed in
      // (the order view loads after the page, with its query client: decision 050).
      paymentSuccess: 'payment-success',
      loyaltyClaim: 'loyalty-claim',
      about: 'about',
      contact: 'contact',
      imeiLookup: 'imei-lookup',
      loyalty: 'loyalty',
      siteOverview: 'site-overview',
      adminButtonTest: 'button-test',
      // Staff (issue 28): the invitation email's link (decision 259).
      staffInvitation: 'staff-invitation',
    },
    { static: true },
  ),
  ...pagesAt(
    publicPaths,
    {
      shop: 'shop',
      shopCategory: 'shop-category',
      shopProduct: 'shop-product',
      // Content (issue 13): data pages render per request with their loader in functions/pages/loaders.ts.
      services: 'services',
      serviceDetail: 'service-detail',
      pricing: 'pricing',
      guides: 'guides',
      guideDetail: 'guide-detail',
      reviews: 'reviews',
    },
    { data: true },
  ),
];

/** Renders '404 Page Not Found': unknown paths, and spec paths whose page is not built yet. */
export const NOT_FOUND_MODULE = 'not-found';

/** The layout route that provides TanStack Query to data pages and the guards. */
export const DATA_LAYOUT_SOURCE = 'src/app/data-layout.tsx';

/** A route module's source path relative to frontend/, as Vite's build manifest names it. */
export function routeModuleSource(module: string): string {
  return `src/app/routes/${module}.tsx`;
}
