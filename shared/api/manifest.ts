// Every /api endpoint, declared once. Infra makes one Lambda and one HTTP API route per entry,
// the local server mounts the same handlers, and the browser's API client calls through these.
// Each area declares its routes in ./routes/<area>.ts; this file joins them.
import type { AnyRoute } from './define-route';
import { accountRoutes } from './routes/accounts';
import { adminSecurityRoutes } from './routes/admin-security';
import { auditRoutes } from './routes/audit';
import { bookingRoutes } from './routes/bookings';
import { contentRoutes } from './routes/content';
import { mailInRoutes } from './routes/mail-in';
import { platformRoutes } from './routes/platform';
import { repairRoutes } from './routes/repairs';
import { tillRoutes } from './routes/till';
import { workshopRoutes } from './routes/workshop';
import { messagingRoutes } from './routes/messaging';
import { shopRoutes } from './routes/shop';
import { supplierRoutes } from './routes/suppliers';
import { loyaltyRoutes } from './routes/loyalty';
import { reportRoutes } from './routes/reports';
import { settingsRoutes } from './routes/settings';
import { depositRoutes } from './routes/deposits';
import { familyGroupRoutes } from './routes/family-groups';
import { rewardRoutes } from './routes/rewards';
import { apiKeyRoutes } from './routes/api-keys';
import { staffRoleRoutes } from './routes/staff-roles';
import { webhookRoutes } from './routes/webhooks';
import { staffRoutes } from './routes/staff';
import { timesheetRoutes } from './routes/timesheets';
import { purchaseRoutes } from './routes/purchases';
import { tradeInRoutes } from './routes/trade-ins';
import { giftCardRoutes } from './routes/gift-cards';

/**
 * The routes of each area. Infra deploys each area's functions as a nested stack of its own, which
 * keeps every CloudFormation stack under its 500-resource limit as the product grows.
 */
export const routeAreas = {
  platform: platformRoutes,
  accounts: accountRoutes,
  audit: auditRoutes,
  bookings: bookingRoutes,
  mailIn: mailInRoutes,
  adminSecurity: adminSecurityRoutes,
  repairs: repairRoutes,
  content: contentRoutes,
  till: tillRoutes,
  workshop: workshopRoutes,
  messaging: messagingRoutes,
  shop: shopRoutes,
  suppliers: supplierRoutes,
  loyalty: loyaltyRoutes,
  reports: reportRoutes,
  settings: settingsRoutes,
  deposits: depositRoutes,
  familyGroups: familyGroupRoutes,
  rewards: rewardRoutes,
  apiKeys: apiKeyRoutes,
  staffRoles: staffRoleRoutes,
  webhooks: webhookRoutes,
  staff: staffRoutes,
  timesheets: timesheetRoutes,
  purchases: purchaseRoutes,
  tradeIns: tradeInRoutes,
  giftCards: giftCardRoutes,
} satisfies Record<string, Record<string, AnyRoute>>;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
type AllRoutes = UnionToIntersection<(typeof routeAreas)[keyof typeof routeAreas]>;

/** Every route by its key: `routes.logIn`, `routes.trackJob`. Keys are unique across areas (a test checks). */
export const routes = Object.assign({}, ...Object.values(routeAreas)) as AllRoutes;

export type Routes = typeof routes;
export const routeList: readonly AnyRoute[] = Object.values(routes);
