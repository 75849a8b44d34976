// Family groups (issue 16): an owner invites up to 5 members by email, they join from the emailed
// link, and the group pools tier progress only (decision 155). Staff create, edit and dissolve
// groups. Leaving ends the grouping; each member's points were always their own.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ulid } from 'ulid';
import {
  ALREADY_IN_A_GROUP_MESSAGE,
  FAMILY_GROUP_FULL_MESSAGE,
  FAMILY_GROUP_MAX_MEMBERS,
  FAMILY_INVITE_LIFETIME_DAYS,
  INVITE_NOT_USABLE_MESSAGE,
  type FamilyGroup,
  type MyFamilyGroup,
} from '../../shared/schemas/loyalty/family-group';
import { linkOrigin } from '../accounts/account-links';
import {
  AlreadyInGroupError,
  FamilyGroupChangedError,
  GroupFullError,
  acceptInvitation,
  addInvitation,
  addMemberDirectly,
  cancelInvitation,
  createFamilyGroup,
  dissolveFamilyGroup,
  familyGroupIdOf,
  findInviteToken,
  getFamilyGroup,
  removeMember,
  renameFamilyGroup,
  type FamilyGroupRecord,
  type Person,
} from '../data/family-groups';
import { findUserIdBy, getUserById } from '../data/users';
import { ConflictError, ForbiddenError, HttpError, NotFoundError } from '../lib/http-errors';
import { randomToken, sha256Hex } from '../lib/tokens';
import { requestEmail } from '../mail/request-email';
import { familyInvitationMessage } from '../mail/templates/family-invitation';
import { isInviteOpen, toFamilyGroup } from './family-group-views';

const DAY_MS = 24 * 60 * 60 * 1000;
export const GROUP_NOT_FOUND_MESSAGE = 'Family group not found';
export const NOT_IN_A_GROUP_MESSAGE = 'You are not in a family group';
export const OWNER_ONLY_MESSAGE = 'Only the owner of the family group can do this';
export const ALREADY_INVITED_MESSAGE = 'An invitation to this email address is still open';
export const ALREADY_A_MEMBER_MESSAGE = 'This person is already in the family group';
export const NO_ACCOUNT_MESSAGE = 'No account has this email address';
export const INVITE_FOR_ANOTHER_ADDRESS_MESSAGE = 'This invitation was sent to another email address: sign in with that address to join';
export const GROUP_CHANGED_MESSAGE = 'The family group changed meanwhile: reload and try again';

/** Repository outcomes as the messages the UI shows. */
function asHttpError(error: unknown): unknown {
  if (error instanceof GroupFullError) return new ConflictError(FAMILY_GROUP_FULL_MESSAGE);
  if (error instanceof AlreadyInGroupError) return new ConflictError(ALREADY_IN_A_GROUP_MESSAGE);
  if (error instanceof FamilyGroupChangedError) return new ConflictError(GROUP_CHANGED_MESSAGE);
  return error;
}

async function mapped<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw asHttpError(error);
  }
}

async function personOf(userId: string): Promise<Person> {
  const user = await getUserById(userId);
  if (!user) throw new NotFoundError('Account not found');
  return { userId, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email.toLowerCase() };
}

export async function requireGroup(groupId: string): Promise<FamilyGroupRecord> {
  const record = await getFamilyGroup(groupId);
  if (!record) throw new NotFoundError(GROUP_NOT_FOUND_MESSAGE);
  return record;
}

async function groupOfUser(userId: string): Promise<FamilyGroupRecord | null> {
  const groupId = await familyGroupIdOf(userId);
  return groupId ? getFamilyGroup(groupId) : null;
}

export async function myFamilyGroup(userId: string, now: Date): Promise<MyFamilyGroup> {
  const record = await groupOfUser(userId);
  if (!record) return { group: null, role: null };
  const me = record.members.find((member) => member.userId === userId);
  return { group: toFamilyGroup(record, now), role: me?.role ?? null };
}

export async function startFamilyGroup(name: string, ownerUserId: string, now: Date): Promise<FamilyGroup> {
  const owner = await personOf(ownerUserId);
  const groupId = ulid(now.getTime());
  await mapped(createFamilyGroup({ groupId, name, owner, now }));
  return toFamilyGroup(await requireGroup(groupId), now);
}

/**
 * Invites an address: refused when its owner is already a member, an invitation to it is still
 * open, or the group has no seat left (members besides the owner plus open invitations).
 */
export async function inviteToFamilyGroup(
  record: FamilyGroupRecord,
  email: string,
  inviterName: string,
  event: APIGatewayProxyEventV2,
  now: Date,
): Promise<FamilyGroup> {
  const address = email.toLowerCase();
  if (record.members.some((member) => member.email === address)) throw new ConflictError(ALREADY_A_MEMBER_MESSAGE);
  const open = record.invites.filter((invite) => isInviteOpen(invite, now));
  if (open.some((invite) => invite.email === address)) throw new ConflictError(ALREADY_INVITED_MESSAGE);
  if (record.members.length - 1 + open.length >= FAMILY_GROUP_MAX_MEMBERS) throw new ConflictError(FAMILY_GROUP_FULL_MESSAGE);
  const token = randomToken(32);
  const invite = {
    groupId: record.group.groupId,
    inviteId: ulid(now.getTime()),
    email: address,
    tokenHash: sha256Hex(token),
    invitedAt: now.toISOString(),
    expiresAtMs: now.getTime() + FAMILY_INVITE_LIFETIME_DAYS * DAY_MS,
  };
  const expired = record.invites.filter((item) => !isInviteOpen(item, now));
  await mapped(addInvitation(invite, expired, now));
  const link = `${linkOrigin(event)}/customer-details?familyInvite=${token}`;
  await requestEmail('family-invitation', address, familyInvitationMessage({ inviterName, groupName: record.group.name, link }), { id: `family-invite-${invite.inviteId}` });
  return toFamilyGroup(await requireGroup(record.group.groupId), now);
}

/** Joins the group an emailed link invites to; the signed-in account must own the invited address. */
export async function joinFamilyGroup(token: string, userId: string, now: Date): Promise<MyFamilyGroup> {
  const invite = await findInviteToken(sha256Hex(token));
  if (!invite || invite.usedAt || invite.expiresAtMs <= now.getTime()) throw new HttpError(410, INVITE_NOT_USABLE_MESSAGE);
  const person = await personOf(userId);
  if (person.email !== invite.email) throw new ForbiddenError(INVITE_FOR_ANOTHER_ADDRESS_MESSAGE);
  try {
    await acceptInvitation(invite, person, now);
  } catch (error) {
    if (error instanceof FamilyGroupChangedError) throw new HttpError(410, INVITE_NOT_USABLE_MESSAGE);
    throw asHttpError(error);
  }
  return myFamilyGroup(userId, now);
}

/** A member leaves; when the owner leaves, the group is dissolved. Points stay with each account. */
export async function leaveFamilyGroup(userId: string, now: Date): Promise<MyFamilyGroup> {
  const record = await groupOfUser(userId);
  const me = record?.members.find((member) => member.userId === userId);
  if (!record || !me) throw new NotFoundError(NOT_IN_A_GROUP_MESSAGE);
  if (me.role === 'owner') await mapped(dissolveFamilyGroup(record));
  else await mapped(removeMember(record.group.groupId, userId, now));
  return { group: null, role: null };
}

/** The group the caller owns; anyone else is refused. */
export async function ownedGroupOf(userId: string): Promise<FamilyGroupRecord> {
  const record = await groupOfUser(userId);
  if (!record) throw new NotFoundError(NOT_IN_A_GROUP_MESSAGE);
  if (record.group.ownerUserId !== userId) throw new ForbiddenError(OWNER_ONLY_MESSAGE);
  return record;
}

export async function cancelFamilyInvitation(record: FamilyGroupRecord, inviteId: string, now: Date): Promise<FamilyGroup> {
  const invite = record.invites.find((item) => item.inviteId === inviteId);
  if (!invite) throw new NotFoundError('Invitation not found');
  await mapped(cancelInvitation(invite, now));
  return toFamilyGroup(await requireGroup(record.group.groupId), now);
}

export async function removeFamilyMember(record: FamilyGroupRecord, userId: string, now: Date): Promise<FamilyGroup> {
  const member = record.members.find((item) => item.userId === userId);
  if (!member) throw new NotFoundError('Member not found');
  if (member.role === 'owner') throw new ConflictError('The owner cannot be removed: dissolve the group instead');
  await mapped(removeMember(record.group.groupId, userId, now));
  return toFamilyGroup(await requireGroup(record.group.groupId), now);
}

async function accountByEmail(email: string): Promise<string> {
  const userId = await findUserIdBy('email', email);
  if (!userId) throw new NotFoundError(NO_ACCOUNT_MESSAGE);
  return userId;
}

/** Staff: a new group for the account with this email address, as its owner. */
export async function createGroupForOwner(name: string, ownerEmail: string, now: Date): Promise<FamilyGroup> {
  return startFamilyGroup(name, await accountByEmail(ownerEmail), now);
}

/** Staff: adds an existing account straight into the group (no invitation), if a seat is free. */
export async function addFamilyMemberByEmail(record: FamilyGroupRecord, email: string, now: Date): Promise<FamilyGroup> {
  const person = await personOf(await accountByEmail(email));
  if (record.members.some((member) => member.userId === person.userId)) throw new ConflictError(ALREADY_A_MEMBER_MESSAGE);
  const expired = record.invites.filter((item) => !isInviteOpen(item, now));
  await mapped(addMemberDirectly(record.group.groupId, person, expired, now));
  return toFamilyGroup(await requireGroup(record.group.groupId), now);
}

export async function renameGroup(groupId: string, name: string, now: Date): Promise<FamilyGroup> {
  await mapped(renameFamilyGroup(groupId, name, now));
  return toFamilyGroup(await requireGroup(groupId), now);
}

export async function dissolveGroup(record: FamilyGroupRecord): Promise<void> {
  await mapped(dissolveFamilyGroup(record));
}
