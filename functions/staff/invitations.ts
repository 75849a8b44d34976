// Staff invitations (decision 256): the owner invites a person by email with a role; the emailed link
// (single use, STAFF_INVITE_LIFETIME_DAYS) lets them choose a username, mobile and password, which
// creates their staff account, uses the invitation up in the same transaction, and signs them in.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ulid } from 'ulid';
import { STAFF_INVITE_LIFETIME_DAYS, type AcceptStaffInvitationRequest, type InviteStaffRequest, type StaffInvitation, type StaffInvitationStatus } from '../../shared/schemas/staff';
import { linkOrigin } from '../accounts/account-links';
import type { Caller } from '../accounts/caller';
import { assertPasswordPolicy } from '../accounts/new-password-policy';
import { startSession } from '../accounts/sign-in';
import { recordAudit } from '../audit/record-audit';
import { getShopSettings } from '../data/shop-settings';
import {
  consumeStaffInvitationItems,
  deleteStaffInvitation,
  findStaffInvitationByToken,
  getStaffInvitation,
  listStaffInvitations,
  putStaffInvitation,
  type StaffInvitationRecord,
} from '../data/staff-invitations';
import { TransactionCancelledError } from '../data/transact';
import { createUser, DuplicateUserError, findUserIdBy, getUserById, type UniqueField, type UserRecord } from '../data/users';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../lib/http-errors';
import { hashPassword } from '../lib/passwords';
import { randomToken, sha256Hex } from '../lib/tokens';
import { requestEmail } from '../mail/request-email';
import { staffInvitationMessage } from '../mail/templates/staff-invitation';
import { UNKNOWN_ROLE_MESSAGE, staffRoleName, staffRoleNameOrNull } from './role-name';

const DAY_MS = 24 * 60 * 60 * 1000;

export const ACCOUNT_EXISTS_MESSAGE = 'An account already uses this email address. Change its role from the customer’s record instead.';
export const ALREADY_INVITED_MESSAGE = 'This email address already has an open invitation.';
export const INVITATION_NOT_USABLE_MESSAGE = 'This invitation link is no longer valid. Ask the shop owner for a new one.';
const INVITATION_VALID_MESSAGE = 'Choose your username and password to create your staff account.';

const DUPLICATE_MESSAGES: Record<UniqueField, string> = {
  email: 'An account already uses this email address. Ask the shop owner.',
  phone: 'An account already uses this mobile number.',
  username: 'That username is taken. Please choose another.',
};

function isOpen(record: StaffInvitationRecord, now: Date): boolean {
  return record.expiresAtMs > now.getTime();
}

function toInvitation(record: StaffInvitationRecord, now: Date): StaffInvitation {
  return {
    id: record.inviteId,
    name: `${record.firstName} ${record.lastName}`,
    email: record.email,
    staffRole: record.staffRole,
    invitedAt: record.invitedAt,
    expiresAt: new Date(record.expiresAtMs).toISOString(),
    expired: !isOpen(record, now),
  };
}

/** Open and expired invitations not yet accepted or withdrawn, newest first. */
export async function staffInvitations(now: Date): Promise<StaffInvitation[]> {
  return (await listStaffInvitations()).reverse().map((record) => toInvitation(record, now));
}

export async function inviteStaff(input: InviteStaffRequest, by: { userId: string; caller: Caller; event: APIGatewayProxyEventV2 }, now: Date): Promise<StaffInvitation> {
  if (await findUserIdBy('email', input.email)) throw new ConflictError(ACCOUNT_EXISTS_MESSAGE, { field: 'email' });
  const open = (await listStaffInvitations()).filter((record) => isOpen(record, now));
  if (open.some((record) => record.email === input.email)) throw new ConflictError(ALREADY_INVITED_MESSAGE, { field: 'email' });
  // A custom role must exist now; one deleted before the link is used makes the link unusable.
  const roleName = await staffRoleNameOrNull(input.staffRole);
  if (!roleName) throw new BadRequestError(UNKNOWN_ROLE_MESSAGE, { field: 'staffRole' });
  const token = randomToken(32);
  const record: StaffInvitationRecord = {
    inviteId: ulid(now.getTime()),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    staffRole: input.staffRole,
    tokenHash: sha256Hex(token),
    invitedAt: now.toISOString(),
    invitedBy: by.userId,
    expiresAtMs: now.getTime() + STAFF_INVITE_LIFETIME_DAYS * DAY_MS,
  };
  await putStaffInvitation(record);
  const link = `${linkOrigin(by.event)}/staff-invitation/${token}`;
  await requestEmail('staff-invitation', record.email, staffInvitationMessage({ firstName: record.firstName, roleName, link }), { id: `staff-invite-${record.inviteId}` });
  await recordAudit({ action: 'staff_invited', details: `Invited ${record.email} to the staff as ${roleName}`, caller: by.caller, userId: by.userId, now });
  return toInvitation(record, now);
}

export async function withdrawStaffInvitation(inviteId: string, by: { userId: string; caller: Caller }, now: Date): Promise<void> {
  const record = await getStaffInvitation(inviteId);
  if (!record || !(await deleteStaffInvitation(record))) throw new NotFoundError('Invitation not found');
  await recordAudit({ action: 'staff_invitation_withdrawn', details: `Withdrew the staff invitation of ${record.email}`, caller: by.caller, userId: by.userId, now });
}

async function usableInvitation(token: string, now: Date): Promise<StaffInvitationRecord | null> {
  const record = await findStaffInvitationByToken(sha256Hex(token));
  return record && isOpen(record, now) ? record : null;
}

export async function checkStaffInvitation(token: string, now: Date): Promise<StaffInvitationStatus> {
  const record = await usableInvitation(token, now);
  if (!record) return { valid: false, message: INVITATION_NOT_USABLE_MESSAGE };
  const [roleName, inviter] = await Promise.all([staffRoleNameOrNull(record.staffRole), getUserById(record.invitedBy)]);
  if (!roleName) return { valid: false, message: INVITATION_NOT_USABLE_MESSAGE };
  return {
    valid: true,
    message: INVITATION_VALID_MESSAGE,
    name: `${record.firstName} ${record.lastName}`,
    email: record.email,
    staffRole: record.staffRole,
    roleName,
    ...(inviter ? { invitedBy: `${inviter.firstName} ${inviter.lastName}` } : {}),
    twoFactorRequired: (await getShopSettings(now)).staff.requireTwoFactor,
  };
}

/** Creates the invited member's account (using the invitation up) and signs them in. */
export async function acceptStaffInvitation(input: AcceptStaffInvitationRequest, caller: Caller, now: Date): Promise<{ user: UserRecord; cookie: string }> {
  const record = await usableInvitation(input.token, now);
  if (!record) throw new HttpError(410, INVITATION_NOT_USABLE_MESSAGE);
  assertPasswordPolicy(input.password, { email: record.email, phone: input.phone, username: input.username });
  let user: UserRecord;
  try {
    user = await createUser(
      {
        firstName: record.firstName,
        lastName: record.lastName,
        email: record.email,
        phone: input.phone,
        username: input.username,
        passwordHash: await hashPassword(input.password),
        role: 'admin',
        staffRole: record.staffRole,
        // The emailed link proved the address.
        emailVerified: true,
      },
      now,
      [],
      consumeStaffInvitationItems(record),
    );
  } catch (error) {
    if (error instanceof DuplicateUserError) throw new ConflictError(DUPLICATE_MESSAGES[error.fields[0]!], { field: error.fields[0] });
    // Used or withdrawn between the read and the write.
    if (error instanceof TransactionCancelledError) throw new HttpError(410, INVITATION_NOT_USABLE_MESSAGE);
    throw error;
  }
  await recordAudit({ action: 'staff_joined', details: `${user.username} joined the staff as ${await staffRoleName(record.staffRole)} from the invitation of ${record.email}`, caller, userId: user.id, now });
  return startSession(user, 'staff-invitation', caller, now);
}
