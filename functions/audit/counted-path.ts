// The path a page hit is counted under in the page views report (decision 381). A page about one
// customer's job, device, order or record is counted under its route ("/job/:qrCode"), not its
// address: its QR code or order id opens that customer's page, which whoever may read reports need not
// see, and a shop has one such address per job, so a month's counters would grow with the data
// (issue 33). The catalogue's pages (services, guides, products, categories) keep their address: there
// are few of them, and which product is looked at is the point. The hit itself keeps its address.
import { TOKEN_PAGES } from './redact-page-hit';

/** The site's routes with a record's key in them (frontend/src/config/paths.ts); a unit test keeps the two in step. */
export const RECORD_PAGES = [
  '/job/:qrCode',
  '/jobs/:qrCode',
  '/job-status/:qrCode',
  '/repair/:repairId',
  '/qr/:qrCode',
  '/device/:qrCode',
  '/device-profile/:qrCode',
  '/claim-job/:qrCode',
  '/customer-details/:qrCode',
  '/edit-device/:id',
  '/shop/orders/:id',
  '/mail-in-repair/order/:id',
  '/account/mail-in-orders/:id',
  '/admin/job/:qrCode',
  '/admin/customers/:qrCode',
  '/admin/device-profile/:qrCode',
  '/admin/qr/:qrCode',
  '/admin/inventory/:id',
  '/admin/developers/webhooks/:id',
  // Their tokens are redacted before the hit is kept (decision 378); counted under the route all the same.
  ...TOKEN_PAGES.map((page) => `/${page}/:token`),
];

const patterns = RECORD_PAGES.map((route) => route.split('/'));

/** The route a path is counted under: a record page's pattern, else the path itself. */
export function countedPath(path: string): string {
  // The router reads "/job/QR/" as "/job/QR".
  const segments = (path.length > 1 ? path.replace(/\/+$/, '') : path).split('/');
  for (const pattern of patterns) {
    if (pattern.length !== segments.length) continue;
    if (pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))) return pattern.join('/');
  }
  return path;
}
