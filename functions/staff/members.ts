// The owner's changes to a member of staff: role, suspension, two-factor reset. Each ends the
// member's sessions (their role or access changed) and is audited. Nobody changes their own staff
// account, and the shop always keeps an owner who can sign in (decision 257).
import type { StaffMember } from '../../shared/schemas/staff';
import type { Role } from '../../shared/schemas/user';
import { staffRoleOf, type RoleId } from '../../shared/staff/roles';
import { recordAudit } from '../audit/record-audit';
import type { Caller } from '../accounts/caller';
import { listStaffMembers, resetStaffTwoFactor, setStaffSuspended } from '../data/staff-members';
import { revokeAllSessionsForUser } from '../data/sessions';
import { UnknownRoleError, setUserRole, type RoleChoice } from '../data/user-roles';
import { getUserById, type UserRecord } from '../data/users';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';
import { UNKNOWN_ROLE_MESSAGE, staffRoleName } from './role-name';

export const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another admin.';
export const OWN_SUSPENSION_MESSAGE = 'You cannot suspend your own account.';
export const OWN_TWO_FACTOR_MESSAGE = 'Turn your own two-factor off from your account page.';
export const LAST_OWNER_MESSAGE = 'The shop must keep an owner: make another member of staff Owner first.';
export const NOT_STAFF_MESSAGE = 'Member of staff not found';
const CHANGED_MEANWHILE_MESSAGE = 'The role was changed by someone else. Reload and try again.';


/** 'customer', or 'admin (Front desk)'. */
async function roleName(user: { role: Role; staffRole?: RoleId }): Promise<string> {
  return user.role === 'admin' ? `admin (${await staffRoleName(staffRoleOf(user))})` : user.role;
}

/** The account another member of staff may change: anyone but the caller. */
async function otherAccount(userId: string, callerId: string, ownMessage: string): Promise<UserRecord> {
  if (userId === callerId) throw new BadRequestError(ownMessage);
  const user = await getUserById(userId);
  if (!user) throw new NotFoundError('User not found');
  return user;
}

async function staffAccount(userId: string, callerId: string, ownMessage: string): Promise<UserRecord> {
  const user = await otherAccount(userId, callerId, ownMessage);
  if (user.role !== 'admin') throw new NotFoundError(NOT_STAFF_MESSAGE);
  return user;
}

/** Refuses to take the Owner role (or sign-in) from the only owner who is not suspended. */
async function keepAnOwner(user: UserRecord): Promise<void> {
  if (user.role !== 'admin' || staffRoleOf(user) !== 'owner' || user.suspended) return;
  const owners = (await listStaffMembers()).filter((member) => member.staffRole === 'owner' && !member.suspended && member.userId !== user.id);
  if (owners.length === 0) throw new ConflictError(LAST_OWNER_MESSAGE);
}

interface Change {
  /** The owner making it. */
  by: string;
  caller: Caller;
  now: Date;
}

/** Makes a user a member of staff with a role, or a customer; their sessions end; audited as role_changed. */
export async function changeRole(userId: string, choice: RoleChoice, { by, caller, now }: Change): Promise<UserRecord> {
  const user = await otherAccount(userId, by, OWN_ROLE_MESSAGE);
  const unchanged = user.role === choice.role && (choice.role === 'customer' || staffRoleOf(user) === choice.staffRole);
  if (unchanged) return user;
  await keepAnOwner(user);
  const updated = await setUserRole(user, choice, now).catch((error: unknown) => {
    if (error instanceof UnknownRoleError) throw new BadRequestError(UNKNOWN_ROLE_MESSAGE);
    throw error;
  });
  if (!updated) throw new ConflictError(CHANGED_MEANWHILE_MESSAGE);
  await revokeAllSessionsForUser(user.id);
  await recordAudit({
    action: 'role_changed',
    details: `Role of ${user.username} (${user.id}) changed from ${await roleName(user)} to ${await roleName(updated)}`,
    caller,
    userId: by,
    now,
  });
  return updated;
}

/** Suspends (their sessions end at once) or restores a member of staff. */
export async function setSuspended(userId: string, suspended: boolean, { by, caller, now }: Change): Promise<StaffMember> {
  const user = await staffAccount(userId, by, OWN_SUSPENSION_MESSAGE);
  if (suspended) await keepAnOwner(user);
  const member = await setStaffSuspended(user.id, suspended, now);
  if (!member) throw new NotFoundError(NOT_STAFF_MESSAGE);
  if (suspended) await revokeAllSessionsForUser(user.id);
  await recordAudit({
    action: suspended ? 'staff_suspended' : 'staff_restored',
    details: `${user.username} (${user.id}) ${suspended ? 'suspended: their sessions ended' : 'restored: they may sign in again'}`,
    caller,
    userId: by,
    now,
  });
  return member;
}

/** Turns a member's two-factor off for them to set it up again; their sessions end. */
export async function resetTwoFactor(userId: string, { by, caller, now }: Change): Promise<StaffMember> {
  const user = await staffAccount(userId, by, OWN_TWO_FACTOR_MESSAGE);
  const member = await resetStaffTwoFactor(user.id, now);
  if (!member) throw new NotFoundError(NOT_STAFF_MESSAGE);
  await revokeAllSessionsForUser(user.id);
  await recordAudit({ action: 'two_factor_reset', details: `Two-factor of ${user.username} (${user.id}) reset: their sessions ended`, caller, userId: by, now });
  return member;
}
