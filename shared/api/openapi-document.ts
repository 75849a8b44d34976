// The manifest's areas as the OpenAPI document's sections, and the document of this build: read by
// the build (frontend/vite.config.ts) and the tests, never by a Lambda or a page.
import { routeAreas } from './manifest';
import { buildOpenApiDocument, type ApiArea, type OpenApiDocument } from './openapi';
import { ROUTE_EXAMPLES } from './route-examples';

export { OPENAPI_DOCUMENT_PATH } from './openapi';

type AreaText = Omit<ApiArea, 'routes'>;

/** Each area's heading and line; typed by the manifest's areas, so a new area cannot be left out. */
const AREA_TEXTS: Record<keyof typeof routeAreas, AreaText> = {
  platform: { title: 'Platform', description: 'Health, page hits and this document.' },
  accounts: { title: 'Accounts', description: 'Registration, sign-in, two-factor, profile, sessions and personal data.' },
  audit: { title: 'Audit', description: 'The audit log of admin actions, page views and staff roles.' },
  bookings: { title: 'Bookings', description: 'Repair appointments: slots, bookings and the day at the counter.' },
  mailIn: { title: 'Mail-in', description: 'Devices sent in for repair by post.' },
  adminSecurity: { title: 'Staff sessions', description: "The inactivity lock of a staff session: its settings, passcode and unlocking." },
  repairs: { title: 'Repairs', description: 'Repair jobs, devices and customer records, for customers and the workshop.' },
  content: { title: 'Content', description: 'Services, prices, guides, reviews, enquiries and IMEI lookups.' },
  till: { title: 'Till', description: 'The cash drawer, sales, refunds, receipts and invoices.' },
  workshop: { title: 'Workshop', description: "A job's checklists, signature, photos, timer and message channel." },
  messaging: { title: 'Messaging', description: 'SMS templates, message preferences and phone verification.' },
  shop: { title: 'Shop', description: 'Inventory, the online catalogue, cart, checkout and orders.' },
  suppliers: { title: 'Suppliers', description: 'Suppliers, price lists, purchase orders, goods received and the part finder.' },
  loyalty: { title: 'Loyalty', description: 'Points, members and promotions.' },
  reports: { title: 'Reports', description: 'Sales, repairs and bookings reports, expenses, the profit and loss and the accounting export.' },
  settings: { title: 'Settings', description: "The shop's settings, the site's status and the system check." },
  deposits: { title: 'Deposits', description: 'Deposits on repair jobs: asked, taken, paid online and refunded.' },
  familyGroups: { title: 'Family groups', description: 'Groups of customers who share loyalty points.' },
  rewards: { title: 'Rewards', description: 'What members can spend points on, and the member at the till.' },
  apiKeys: { title: 'API keys', description: "The owner's API keys for the shop's other tools: made, listed and revoked." },
  staffRoles: { title: 'Staff roles', description: "The staff roles: built-in and custom, each a set of permissions the owner sets." },
  webhooks: { title: 'Webhooks', description: "The owner's webhook endpoints, their signing secrets and delivery logs." },
  staff: { title: 'Staff', description: "The shop's staff: the list, invitations, roles, suspension and two-factor." },
  timesheets: { title: 'Timesheets', description: 'Clocking in and out, and the weekly timesheets.' },
  purchases: { title: 'Purchases', description: "The customer's shop orders, till receipts, repair invoices and credit notes, with their documents." },
  tradeIns: { title: 'Trade-ins', description: 'Buying devices from customers, the buy-back price list, refurbishment and the online quote.' },
  giftCards: { title: 'Gift cards', description: 'Gift cards sold at the till, their balance by code, and each card\'s ledger.' },
};

export const apiAreas: Record<string, ApiArea> = Object.fromEntries(
  Object.entries(routeAreas).map(([key, routes]) => [key, { ...AREA_TEXTS[key as keyof typeof routeAreas], routes }]),
);

/** The document the build writes to /api/openapi.json. */
export function openApiDocument(version: string): OpenApiDocument {
  return buildOpenApiDocument(apiAreas, version, ROUTE_EXAMPLES);
}
