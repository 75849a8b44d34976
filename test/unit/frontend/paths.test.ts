import { describe, expect, it } from 'vitest';
import { adminPaths, protectedPaths, publicPaths } from '../../../frontend/src/config/paths';

// The three route lists of SPEC.md section 2, copied verbatim.
const SPEC_PUBLIC =
  '/, /auth, /services, /services/{id}, /pricing, /about, /contact, /reviews, /guides, /guides/{id}, /imei-lookup, /shop, /shop/category/{category}, /shop/product/{id}, /mail-in-repair, /loyalty, /loyalty/claim, /booking, /booking2, /book-repair, /repair/{repairId}, /checklist, /site-overview, /admin/button-test, /verify-email/{token}, /email-verification-required, /reset-password/{token}, /forgot-password, /privacy-policy, /terms-of-service, /disclaimer, /job/{qrCode}, /qr/{qrCode}, /jobs/{qrCode}, /job-status/{qrCode}, /device-profile, /device-profile/{qrCode}, /device/{qrCode}, /payment-success, /claim-job/{qrCode?}, /qr-scanner';
const SPEC_PROTECTED =
  '/shop/cart, /shop/checkout, /shop/orders, /shop/orders/{id}, /mail-in-repair/order/{id}, /account/mail-in-orders, /account/mail-in-orders/{id}, /dashboard, /dashboard-page, /repairs, /profile, /register-device, /edit-device/{id}, /2fa-setup, /customer-details, /customer-details/{qrCode}, /customer-map, /payment-success-page, /site-functionality';
const SPEC_ADMIN =
  '/admin, /admin-dashboard, /admin-dashboard-page, /admin/customers, /admin/customers/{qrCode}, /admin/inventory, /admin/inventory/{id}, /admin/sales, /admin/sales-management, /admin/jobs, /admin/job/{qrCode}, /admin/device-profile/{qrCode}, /admin/till, /admin/till-system, /admin/site-functionality, /admin/console-log, /admin/loyalty, /admin2, /admin3, /admin/reports, /admin/reports/invoices, /admin/suppliers, /admin/profit-loss, /admin/settings, /admin/family-groups, /admin/partfinder, /admin/tv, /admin/check, /admin/site2, /admin/qr/{qrCode?}, /admin/qr, /admin-job-detail-page, /admin-job-comprehensive, /admin-device-profile-page, /site-overview-page, /job-update-page-old, /guide-detail-page-backup';
/** Public pages the spec does not list, each added by an issue: the staff invitation email's link (issue 28), "Sell your device" (issue 30), gift cards (issue 29). */
const ISSUE_PUBLIC = ['/staff-invitation/{token}', '/sell-your-device', '/gift-cards'].join(', ');
/** Signed-in pages the spec does not list, each added by an issue: the account's purchases (issue 29). */
const ISSUE_PROTECTED = ['/account/purchases'].join(', ');
/** Admin pages the spec does not list, each added by an issue: the role editor, the staff page, timesheets and commissions (issue 28); the developer API's keys, webhook endpoints and their logs (issue 31); trade-ins, gift cards and the VAT return (issues 30, 29). */
const ISSUE_ADMIN = ['/admin/roles', '/admin/staff', '/admin/timesheets', '/admin/reports/commissions', '/admin/developers', '/admin/developers/keys', '/admin/developers/webhooks', '/admin/developers/webhooks/{id}', '/admin/trade-ins', '/admin/gift-cards', '/admin/reports/vat'].join(', ');

/** SPEC notation to react-router notation: {id} -> :id, {qrCode?} -> :qrCode?. */
const toRouterPaths = (list: string) => list.split(', ').map((path) => path.replace(/\{(\w+)(\??)\}/g, ':$1$2'));

describe('path registry', () => {
  it('holds exactly the public routes of the spec and those issues added', () => {
    expect(Object.values(publicPaths).sort()).toEqual(toRouterPaths(`${SPEC_PUBLIC}, ${ISSUE_PUBLIC}`).sort());
  });

  it('holds exactly the protected routes of the spec and those issues added', () => {
    expect(Object.values(protectedPaths).sort()).toEqual(toRouterPaths(`${SPEC_PROTECTED}, ${ISSUE_PROTECTED}`).sort());
  });

  it('holds exactly the admin routes of the spec, aliases included, and those issues added', () => {
    expect(Object.values(adminPaths).sort()).toEqual(toRouterPaths(`${SPEC_ADMIN}, ${ISSUE_ADMIN}`).sort());
  });

  it('lists no path twice', () => {
    const all = [...Object.values(publicPaths), ...Object.values(protectedPaths), ...Object.values(adminPaths)];

    expect(new Set(all).size).toBe(all.length);
  });
});
