// What a family group looks like to the browser: members, and the invitations still open.
import type { FamilyGroup, FamilyGroupSummary } from '../../shared/schemas/loyalty/family-group';
import type { FamilyGroupItem, FamilyGroupRecord, FamilyInviteItem } from '../data/family-groups';

export function isInviteOpen(invite: FamilyInviteItem, now: Date): boolean {
  return invite.expiresAtMs > now.getTime();
}

export function toFamilyGroup(record: FamilyGroupRecord, now: Date): FamilyGroup {
  const members = [...record.members].sort((a, b) => (a.role === b.role ? a.joinedAt.localeCompare(b.joinedAt) : a.role === 'owner' ? -1 : 1));
  return {
    id: record.group.groupId,
    name: record.group.name,
    ownerUserId: record.group.ownerUserId,
    createdAt: record.group.createdAt,
    members: members.map(({ userId, name, email, role, joinedAt }) => ({ userId, name, email, role, joinedAt })),
    invitations: record.invites
      .filter((invite) => isInviteOpen(invite, now))
      .sort((a, b) => a.invitedAt.localeCompare(b.invitedAt))
      .map((invite) => ({ id: invite.inviteId, email: invite.email, invitedAt: invite.invitedAt, expiresAt: new Date(invite.expiresAtMs).toISOString() })),
  };
}

export function toFamilyGroupSummary(group: FamilyGroupItem): FamilyGroupSummary {
  return {
    id: group.groupId,
    name: group.name,
    ownerName: group.ownerName,
    ownerEmail: group.ownerEmail,
    memberCount: group.memberCount,
    createdAt: group.createdAt,
  };
}
