// Every /api endpoint, declared once. Infra makes one Lambda and one HTTP API route per entry,
// the local server mounts the same handlers, and the browser's API client calls through these.
// Each area declares its routes in ./routes/<area>.ts; this file joins them.
import type { AnyRoute } from './define-route';
import { accountRoutes } from './routes/accounts';
import { adminSecurityRoutes } from './routes/admin-security';
import { auditRoutes } from './routes/audit';
import { bookingRoutes } from './routes/bookings';
import { mailInRoutes } from './routes/mail-in';
import { platformRoutes } from './routes/platform';
import { repairRoutes } from './routes/repairs';

export const routes = {
  ...platformRoutes,
  ...accountRoutes,
  ...auditRoutes,
  ...bookingRoutes,
  ...mailInRoutes,
  ...adminSecurityRoutes,
  ...repairRoutes,
} satisfies Record<string, AnyRoute>;

export type Routes = typeof routes;
export const routeList: readonly AnyRoute[] = Object.values(routes);
