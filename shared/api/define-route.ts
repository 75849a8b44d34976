// The shape of one /api endpoint. Every endpoint is declared once with this, in ./manifest.ts;
// the CDK API stack, the local server, the handlers and the browser's API client all read it.
import type * as z from 'zod/mini';
import type { Permission } from '../staff/permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call the route: anyone, a signed-in user, or a signed-in admin. */
export type AuthLevel = 'public' | 'customer' | 'admin';

/** What the route's Lambda may do with the table; the infra grants exactly this. */
export type TableAccess = 'none' | 'read' | 'readwrite';

export interface RouteDefinition<
  Body extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Params extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
  Auth extends AuthLevel = AuthLevel,
> {
  /** Stable identifier: names the Lambda and the CloudFormation resources. */
  readonly name: string;
  /**
   * What the route does, in one line: the operation's summary in the OpenAPI document
   * (/api/openapi.json, decision 270). Every route has one; a unit test fails on an empty one.
   */
  readonly summary: string;
  readonly method: HttpMethod;
  /** API Gateway style path, parameters in braces: /api/check-username/{username}. */
  readonly path: `/api/${string}`;
  /** Kept as its literal, so a handler of a signed-in route is typed with a session (http/request-context.ts). */
  readonly auth: Auth;
  /**
   * A 'customer' route only admins may call, free of the admin inactivity lock: the role is checked
   * with the auth level, before any input is read (decisions 041, 071; issue 12).
   */
  readonly adminRoleOnly?: boolean;
  /**
   * What the caller's staff role must allow (shared/staff/permissions.ts): declared on every admin
   * route and every adminRoleOnly route, checked with the auth level before any input is read.
   */
  readonly permission?: Permission;
  /**
   * Open to a member of staff who has yet to set up the two-factor sign-in the shop requires: the
   * inactivity lock's own routes, which the two-factor setup page needs too (decision 258).
   */
  readonly beforeTwoFactor?: boolean;
  /**
   * Changes how the account signs in (password, email, phone, two-factor). Such a route asks for the
   * current password again, and an admin's inactivity lock covers it like an admin route (issue 12).
   */
  readonly changesSignIn?: boolean;
  /** Module under functions/handlers/, without extension: 'analytics/record-hit'. */
  readonly handler: string;
  readonly table: TableAccess;
  /** Puts events on the bus (grants events:PutEvents). */
  readonly publishesEvents?: boolean;
  /** Sends email directly (grants ses:SendEmail). */
  readonly sendsEmail?: boolean;
  /** Calls Amazon Location Service places autocomplete (grants geo-places:Autocomplete). */
  readonly usesPlaces?: boolean;
  /** Reads the payment provider's secrets (the Parameters and Secrets extension and ssm:GetParameter on them; decision 134). */
  readonly usesPayments?: boolean;
  /** Makes one-time schedules of this job (shared/scheduled-jobs.ts): scheduler:CreateSchedule and passing its role. */
  readonly schedulesJob?: string;
  /**
   * The uploads bucket: 'sign' presigns POSTs of new objects (s3:PutObject), 'delete' removes them
   * (s3:DeleteObject), 'export' writes files under exports/ and presigns GETs of them (s3:PutObject and
   * s3:GetObject there only; decision 380).
   */
  readonly uploads?: 'sign' | 'delete' | 'export';
  readonly body?: Body;
  readonly query?: Query;
  readonly params?: Params;
  readonly response: Response;
  /** Success status when it is not 200. */
  readonly successStatus?: number;
}

export type AnyRoute = RouteDefinition<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType>;

export function defineRoute<
  Body extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Params extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
  Auth extends AuthLevel = AuthLevel,
>(route: RouteDefinition<Body, Query, Params, Response, Auth>): RouteDefinition<Body, Query, Params, Response, Auth> {
  return route;
}

/** An admin write: a non-GET admin route. Each successful one is an audit record (create-handler.ts). */
export function isAdminWrite(route: AnyRoute): boolean {
  return route.auth === 'admin' && route.method !== 'GET';
}

/**
 * Whether the route's Lambda puts events on the bus: declared, or implied by being an admin route:
 * each admin write is an audit record, and so is every call made with an API key (decision 274).
 */
export function routePublishesEvents(route: AnyRoute): boolean {
  return Boolean(route.publishesEvents) || route.auth === 'admin';
}

/** Fills `{name}` parameters of a route path; values are URL-encoded. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Matches a concrete path against a route path; returns the decoded parameters or null. */
export function matchPath(routePath: string, actual: string): Record<string, string> | null {
  const routeParts = routePath.split('/');
  const actualParts = actual.split('/');
  if (routeParts.length !== actualParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < routeParts.length; i++) {
    const expected = routeParts[i]!;
    const got = actualParts[i]!;
    const param = /^\{(\w+)\}$/.exec(expected);
    if (param) {
      if (got === '') return null;
      try {
        params[param[1]!] = decodeURIComponent(got);
      } catch {
        return null;
      }
    } else if (expected !== got) {
      return null;
    }
  }
  return params;
}
