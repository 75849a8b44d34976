// Manager approval at the till (decision 268): a refund over the front desk's limit, a discount beyond
// it or a drawer closed with a difference goes through when the caller's role allows it, or when a
// member whose role does gives their username and their own inactivity passcode on the spot. The
// passcode is checked by the same rules as the timeout dialog's (counted tries, 5 lock the approver
// out and sign them out everywhere), so a till cannot be used to guess a manager's passcode.
import { formatPence } from '../../shared/money';
import { refusalMessage, type Permission } from '../../shared/staff/permissions';
import { roleAllows, staffRoleOf } from '../../shared/staff/roles';
import type { ManagerApproval, Staff } from '../../shared/schemas/sales/fields';
import type { Caller } from '../accounts/caller';
import { checkPasscode } from '../admin-security/passcode-check';
import { recordAudit } from '../audit/record-audit';
import { getAdminSecurity } from '../data/admin-security';
import { getShopSettings } from '../data/shop-settings';
import { findUserIdBy, getUserById } from '../data/users';
import type { Session } from '../data/sessions';
import { BadRequestError, HttpError, NotAuthenticatedError } from '../lib/http-errors';

export const NO_SUCH_APPROVER = 'No member of staff has that username.';
export const OWN_APPROVAL = 'Another member of staff must approve this.';

/** The member who approved, as records show them (the sale's Staff) and as the audit log names them. */
export interface Approver extends Staff {
  username: string;
}

/**
 * 403 that asks for a manager's passcode: `approval` names the permission an approver needs, which
 * the till's approval dialog reads to know it may ask (frontend/src/features/till-sales).
 */
export class ApprovalRequiredError extends HttpError {
  constructor(message: string, permission: Permission) {
    super(403, message, { approval: permission });
  }
}

/** Whether the caller's own role allows it, so no approval is asked for. */
export function callerMay(session: Session, permission: Permission): boolean {
  return roleAllows(staffRoleOf(session), permission);
}

/**
 * The member approving `permission` for the caller, once their passcode is right. Refuses (4xx) an
 * unknown username, the caller themselves, a role without the permission, a wrong passcode and a
 * locked approver; never signs the caller out (the approver's lock ends only the approver's sessions).
 */
export async function checkApproval(permission: Permission, approval: ManagerApproval, caller: Caller & { session: Session }, now: Date): Promise<Approver> {
  const userId = await findUserIdBy('username', approval.approver);
  const user = userId ? await getUserById(userId) : null;
  if (!user || user.role !== 'admin') throw new BadRequestError(NO_SUCH_APPROVER, { errors: { approver: [NO_SUCH_APPROVER] } });
  if (user.id === caller.session.userId) throw new BadRequestError(OWN_APPROVAL, { errors: { approver: [OWN_APPROVAL] } });
  const approverRole = staffRoleOf(user);
  if (!roleAllows(approverRole, permission)) {
    const message = refusalMessage(permission, `${user.username}'s`);
    throw new BadRequestError(message, { errors: { approver: [message] } });
  }
  try {
    // Not the caller's session: only the approver's own sessions end if this try locks them out.
    await checkPasscode(await getAdminSecurity(user.id), approval.passcode, { ...caller, sessionToken: null, session: null }, now);
  } catch (error) {
    if (!(error instanceof NotAuthenticatedError)) throw error;
    const message = `Too many incorrect passcodes for ${user.username}: they must sign in again before they can approve.`;
    throw new BadRequestError(message, { errors: { passcode: [message] } });
  }
  return { userId: user.id, name: `${user.firstName} ${user.lastName.slice(0, 1)}.`.trim(), username: user.username };
}

/** The approver's own audit record: what they approved, and for whom (the caller's record names them too). */
export async function auditApproval(approver: Approver, what: string, caller: Caller & { session: Session }, now: Date): Promise<void> {
  const member = (await getUserById(caller.session.userId))?.username ?? caller.session.userId;
  await recordAudit({
    action: 'manager_approval',
    details: `${approver.username} approved ${what} for ${member}`,
    caller,
    userId: approver.userId,
    username: approver.username,
    now,
  });
}

/** What a refund may come to: without approval up to the limit, with it (or a role that refunds) any amount. */
export interface RefundAuthority {
  approvedBy?: Approver;
  upToPence: number;
}

/**
 * Refunds by a role without 'till.refund': up to the front desk's limit (a setting) alone, above it
 * with a manager's passcode. The amount is the request's, planned against the sale as it is now.
 */
export async function authoriseRefund(amountPence: number, approval: ManagerApproval | undefined, caller: Caller & { session: Session }, now: Date): Promise<RefundAuthority> {
  if (callerMay(caller.session, 'till.refund')) return { upToPence: Number.POSITIVE_INFINITY };
  const limit = (await getShopSettings(now)).till.frontDeskRefundLimitPence;
  if (amountPence <= limit) return { upToPence: limit };
  if (!approval) throw new ApprovalRequiredError(`A manager must approve refunds over ${formatPence(limit)}.`, 'till.refund');
  return { approvedBy: await checkApproval('till.refund', approval, caller, now), upToPence: Number.POSITIVE_INFINITY };
}
