// Loads the caller's session from the cookie and enforces the route's auth level:
// 401 'Not authenticated' for visitors, 403 'Admin access required' for non-admins, 403 naming the
// permission for staff whose role lacks the route's, and for admins
// the inactivity timeout: 423 'Admin session timeout' once idle too long (decision 061), on admin
// routes and on the routes that change how an account signs in (decision 042). A request with
// `Authorization: Bearer` is an API key's call instead, and never reads the cookie (decision 274).
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AnyRoute } from '../../../shared/api/define-route';
import { refusalMessage } from '../../../shared/staff/permissions';
import { enforceAdminTimeout } from '../../admin-security/enforce-timeout';
import { sessionAllows } from '../../staff-roles/session-allows';
import { requireStaffTwoFactor } from '../../admin-security/staff-two-factor';
import { SESSION_COOKIE, findSession, touchSession } from '../../data/sessions';
import { readCookie } from '../../lib/cookies';
import { AdminAccessRequiredError, ForbiddenError, NotAuthenticatedError } from '../../lib/http-errors';
import { authenticateApiKey, isBearerCall } from '../api-key-auth';
import { chainState } from '../chain-state';

export function sessionGuard(route: AnyRoute): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async (request) => {
      const state = chainState(request.event);
      if (isBearerCall(request.event)) return authenticateApiKey(route, request.event, state);
      const token = readCookie(request.event.cookies, SESSION_COOKIE);
      state.caller.sessionToken = token;
      // Public routes without table access never need the session, so they skip the read.
      if (token && !(route.auth === 'public' && route.table === 'none')) {
        state.caller.session = await findSession(token, state.now);
      }
      const session = state.caller.session;
      if (route.auth !== 'public') {
        if (!session) throw new NotAuthenticatedError();
        if ((route.auth === 'admin' || route.adminRoleOnly) && session.role !== 'admin') throw new AdminAccessRequiredError();
        // The staff role's permission, before any input is read (decisions 254, 266).
        if (route.permission && !sessionAllows(session, route.permission)) throw new ForbiddenError(refusalMessage(route.permission));
        // The shop's two-factor requirement for staff (decision 258).
        if (route.auth === 'admin' && !route.beforeTwoFactor) await requireStaffTwoFactor(session, state.now);
        // Sign-in details are guarded like admin routes: an idle admin browser must not hand them over.
        const lockApplies = route.auth === 'admin' || (route.changesSignIn && session.role === 'admin');
        if (lockApplies) await enforceAdminTimeout(route, session, state.now);
      }
      if (session && route.table === 'readwrite') await touchSession(session, state.now);
    },
  };
}
