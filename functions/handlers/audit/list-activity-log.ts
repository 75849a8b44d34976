// GET /api/admin/activity-log: the audit trail for /admin/console-log, newest first, filtered by
// action, user and London days, one cursor page at a time.
import * as auditRoutes from '../../../shared/api/routes/audit';
import { AUDIT_PAGE_SIZE_DEFAULT } from '../../../shared/schemas/audit';
import { decodeCursor, encodeCursor } from '../../audit/log-cursor';
import { londonDayEnd, londonDayStart } from '../../audit/london-days';
import { readAuditLog, viewFor, type AuditLogFilter } from '../../data/audit-log-query';
import { findUserIdBy } from '../../data/users';
import { createHandler } from '../../http/create-handler';

const USER_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** A username or email names the user through its uniqueness item; a bare user id is taken as is. */
async function resolveUser(user: string): Promise<string | null> {
  const found = await findUserIdBy(user.includes('@') ? 'email' : 'username', user);
  return found ?? (USER_ID.test(user) ? user : null);
}

export const handler = createHandler(auditRoutes.listActivityLog, async ({ query }) => {
  const userId = query.user ? await resolveUser(query.user) : undefined;
  if (userId === null) return { body: { entries: [] } };
  const filter: AuditLogFilter = {
    ...(query.action ? { action: query.action } : {}),
    ...(userId ? { userId } : {}),
    ...(query.from ? { from: londonDayStart(query.from).toISOString() } : {}),
    ...(query.to ? { to: londonDayEnd(query.to).toISOString() } : {}),
  };
  const view = viewFor(filter);
  const startKey = query.cursor ? decodeCursor(query.cursor, view) : undefined;
  const { entries, next } = await readAuditLog(filter, query.limit ?? AUDIT_PAGE_SIZE_DEFAULT, startKey);
  return { body: { entries, ...(next ? { nextCursor: encodeCursor(view, next) } : {}) } };
});
