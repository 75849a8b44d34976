// Manager approval at the till (decision 268): a refund over the front desk's limit, a discount beyond
// it or a drawer closed with a difference goes through when the caller's role allows it, or with an
// approval a member whose role does gave on the spot: their username and their own inactivity
// passcode, checked by POST /api/admin/till/approvals under the timeout dialog's rules (counted tries,
// 5 lock the approver out and sign them out everywhere). The approval is for the member who asked and
// the one permission, good for 5 minutes, and the request it serves uses it up in its own transaction.
import { randomBytes } from 'node:crypto';
import { formatPence } from '../../shared/money';
import { refusalMessage, type Permission } from '../../shared/staff/permissions';
import { staffRoleOf } from '../../shared/staff/roles';
import type { GiveApprovalRequest } from '../../shared/schemas/sales/approval';
import type { Caller } from '../accounts/caller';
import { checkPasscode } from '../admin-security/passcode-check';
import { getAdminSecurity } from '../data/admin-security';
import { getShopSettings } from '../data/shop-settings';
import { permissionsOfRole } from '../data/staff-roles';
import { TILL_APPROVAL_MS, getTillApproval, saveTillApproval, useTillApprovalItem, type TillApprovalRecord } from '../data/till-approvals';
import type { TransactItem } from '../data/transact';
import { findUserIdBy, getUserById } from '../data/users';
import type { Session } from '../data/sessions';
import { APPROVAL_SPENT } from '../drawer/drawer';
import { sessionAllows } from '../staff-roles/session-allows';
import { BadRequestError, HttpError, NotAuthenticatedError } from '../lib/http-errors';

export const NO_SUCH_APPROVER = 'No member of staff has that username.';
export const OWN_APPROVAL = 'Another member of staff must approve this.';

/** The member who approved: as sales and drawer sessions record them, and as the audit log names them. */
export type Approver = TillApprovalRecord['approver'];

/** An approval the request may use: who gave it, and the transaction item that uses it up. */
export interface Granted {
  approver: Approver;
  item: TransactItem;
}

/**
 * 403 that asks for a manager's approval: `approval` names the permission the approver needs, which
 * the till's approval dialog sends with their username and passcode.
 */
export class ApprovalRequiredError extends HttpError {
  constructor(message: string, permission: Permission) {
    super(403, message, { approval: permission });
  }
}

type SignedInCaller = Caller & { session: Session };

/**
 * Checks the approver (an admin other than the caller whose role allows `permission`) and their
 * passcode, then records the approval for the caller. Refuses with 400 and never signs the caller
 * out: a lock ends only the approver's sessions.
 */
export async function giveApproval(input: GiveApprovalRequest, caller: SignedInCaller, now: Date): Promise<TillApprovalRecord> {
  const { permission } = input;
  const userId = await findUserIdBy('username', input.approver);
  const user = userId ? await getUserById(userId) : null;
  if (!user || user.role !== 'admin') throw new BadRequestError(NO_SUCH_APPROVER, { errors: { approver: [NO_SUCH_APPROVER] } });
  if (user.id === caller.session.userId) throw new BadRequestError(OWN_APPROVAL, { errors: { approver: [OWN_APPROVAL] } });
  // The approver's role as the owner defined it now, custom or built in (decision 266).
  if (!(await permissionsOfRole(staffRoleOf(user))).includes(permission)) {
    const message = refusalMessage(permission, `${user.username}'s`);
    throw new BadRequestError(message, { errors: { approver: [message] } });
  }
  try {
    // Not the caller's session: only the approver's own sessions end if this try locks them out.
    await checkPasscode(await getAdminSecurity(user.id), input.passcode, { ...caller, sessionToken: null, session: null }, now);
  } catch (error) {
    if (!(error instanceof NotAuthenticatedError)) throw error;
    const message = `Too many incorrect passcodes for ${user.username}: they must sign in again before they can approve.`;
    throw new BadRequestError(message, { errors: { passcode: [message] } });
  }
  const record: TillApprovalRecord = {
    approvalId: randomBytes(18).toString('base64url'),
    memberId: caller.session.userId,
    permission,
    approver: { userId: user.id, name: `${user.firstName} ${user.lastName.slice(0, 1)}.`.trim(), username: user.username },
    validUntil: new Date(now.getTime() + TILL_APPROVAL_MS).toISOString(),
  };
  await saveTillApproval(record);
  return record;
}

/** The approval the request carries for `permission`; 403 asking for one when it has none that serves. */
export async function grantFor(permission: Permission, approvalId: string | undefined, session: Session, now: Date, asking: string): Promise<Granted> {
  if (!approvalId) throw new ApprovalRequiredError(asking, permission);
  const found = await getTillApproval(approvalId);
  if (!found || found.memberId !== session.userId || found.permission !== permission || found.validUntil <= now.toISOString()) {
    throw new ApprovalRequiredError(`${asking} ${APPROVAL_SPENT}`, permission);
  }
  return { approver: found.approver, item: useTillApprovalItem(approvalId) };
}

export const callerMay = (session: Session, permission: Permission) => sessionAllows(session, permission);

/** What a refund may come to: without approval up to the limit, with it (or a role that refunds) any amount. */
export interface RefundAuthority {
  granted?: Granted;
  upToPence: number;
}

/** Refunds by a role without 'till.refund': up to the front desk's limit (a setting) alone, above it approved. */
export async function authoriseRefund(amountPence: number, approvalId: string | undefined, session: Session, now: Date): Promise<RefundAuthority> {
  if (callerMay(session, 'till.refund')) return { upToPence: Number.POSITIVE_INFINITY };
  const limit = (await getShopSettings(now)).till.frontDeskRefundLimitPence;
  if (amountPence <= limit) return { upToPence: limit };
  const granted = await grantFor('till.refund', approvalId, session, now, `A manager must approve refunds over ${formatPence(limit)}.`);
  return { granted, upToPence: Number.POSITIVE_INFINITY };
}

/** Approves a sale's staff discounts: asked on every try of the sale's transaction, the approval read once. */
export type AuthoriseDiscount = (discountPence: number, subtotalPence: number) => Promise<Granted | undefined>;

/**
 * Staff discounts (line and basket, not a member's tier or a reward) by a role without 'till.discount':
 * up to the front desk's limit, a percent of the sale before discounts, alone; beyond it approved.
 */
export function discountAuthoriser(approvalId: string | undefined, session: Session, now: Date): AuthoriseDiscount {
  let granted: Promise<Granted> | undefined;
  return async (discountPence, subtotalPence) => {
    if (discountPence === 0 || callerMay(session, 'till.discount')) return undefined;
    const limit = (await getShopSettings(now)).till.frontDeskDiscountLimitPercent;
    if (discountPence * 100 <= limit * subtotalPence) return undefined;
    granted ??= grantFor('till.discount', approvalId, session, now, `A manager must approve discounts over ${limit}% of the sale.`);
    return granted;
  };
}

/** Closing the drawer with a difference, by a role without 'till.drawerDifference': approved. */
export async function authoriseDifference(differencePence: number, approvalId: string | undefined, session: Session, now: Date): Promise<Granted | undefined> {
  if (differencePence === 0 || callerMay(session, 'till.drawerDifference')) return undefined;
  const difference = `${differencePence > 0 ? 'over' : 'short'} by ${formatPence(Math.abs(differencePence))}`;
  return grantFor('till.drawerDifference', approvalId, session, now, `The count is ${difference}: a manager must approve closing the drawer with a difference.`);
}

/** The approver as the action's audit record names them. */
export function approvedByOf(granted: Granted | undefined): { userId: string; username: string } | undefined {
  return granted ? { userId: granted.approver.userId, username: granted.approver.username } : undefined;
}
