// Closing an account (UK GDPR right to erasure, decision 046): the account's personal data and its
// sign-in identifiers go in one transaction, leaving a marker with no personal data that says when and
// on whose request it closed; every session ends; the closing is audited. The email, phone and
// username are free again at once. Then an AccountClosed event has its consumer blank the copies of
// the name on jobs, bookings and orders (strip-closed-account.ts, decision 177).
import { recordAudit } from '../audit/record-audit';
import { accountClosedEvent } from '../../shared/events';
import { publishEvent } from '../events/publish-event';
import { deleteAdminSecurity } from '../data/admin-security';
import { deleteBirthdayItem } from '../data/birthdays';
import { deleteAccountLeavingMarker, type ClosedBy } from '../data/closed-accounts';
import { roleMembershipWrites } from '../data/role-members';
import { revokeAllSessionsForUser, revokeSession } from '../data/sessions';
import { TransactionCancelledError } from '../data/transact';
import { phoneIsProven, releaseUniqueIfMine, type UniqueField, type UserRecord } from '../data/users';
import { ConflictError } from '../lib/http-errors';
import type { Caller } from './caller';

export const ACCOUNT_CLOSED_MESSAGE = 'Your account is closed and your personal details have been removed.';

export async function closeAccount(user: UserRecord, closedBy: ClosedBy, caller: Caller, now: Date): Promise<string> {
  const closedAt = now.toISOString();
  // A phone's claim is the account's only once proven (decision 051); an unproven one's is released after.
  const phoneProven = phoneIsProven(user);
  const uniques: [UniqueField, string][] = [
    ['email', user.email],
    ...(phoneProven ? [['phone', user.phone] as [UniqueField, string]] : []),
    ['username', user.username],
  ];
  try {
    await deleteAccountLeavingMarker(
      user.id,
      uniques,
      closedAt,
      closedBy,
      [
        // Off the birthday list too: no bonus for a closed account.
        ...(user.dateOfBirth ? [deleteBirthdayItem(user.id, user.dateOfBirth)] : []),
        // And off their staff role's members, so the role can be deleted (decision 265).
        ...(user.role === 'admin' ? roleMembershipWrites(user.id, user.staffRole, undefined) : []),
      ],
    );
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw new ConflictError('This account is already closed.');
    throw error;
  }
  if (!phoneProven) await releaseUniqueIfMine('phone', user.phone, user.id);
  // An admin's timeout settings and passcode hash sit beside the profile.
  if (user.role === 'admin') await deleteAdminSecurity(user.id);
  if (closedBy.kind === 'customer' && caller.sessionToken) await revokeSession(caller.sessionToken);
  await revokeAllSessionsForUser(user.id);
  await publishEvent(accountClosedEvent, { userId: user.id, closedAt });
  await recordAudit({
    action: 'account_closed',
    details:
      closedBy.kind === 'customer'
        ? 'Account closed by its owner (password re-entered); personal details removed'
        : `Account closed by an admin on the customer's request ${closedBy.requestReference}; personal details removed`,
    caller,
    userId: closedBy.kind === 'customer' ? user.id : closedBy.adminId,
    now,
  });
  return closedAt;
}
