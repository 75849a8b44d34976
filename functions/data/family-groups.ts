// The family group repository. A group's partition holds the group item, one item per member and
// one per open invitation; each member also has a pointer beside their profile, written by
// condition, so an account is in one group at most. `seatsTaken` on the group counts members
// besides the owner plus open invitations, and every write that takes a seat checks it by
// condition, so two invitations or joins at once can never pass the limit (decision 156).
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { FAMILY_GROUP_MAX_MEMBERS } from '../../shared/loyalty/family-group-limits';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { queryAll } from './query-all';
import { TransactionCancelledError, transactWrite, type TransactItems } from './transact';


export interface FamilyGroupItem {
  groupId: string;
  name: string;
  ownerUserId: string;
  ownerName: string;
  ownerEmail: string;
  memberCount: number;
  seatsTaken: number;
  createdAt: string;
  updatedAt: string;
}

export interface FamilyMemberItem {
  groupId: string;
  userId: string;
  name: string;
  email: string;
  role: 'owner' | 'member';
  joinedAt: string;
}

export interface FamilyInviteItem {
  groupId: string;
  inviteId: string;
  email: string;
  tokenHash: string;
  invitedAt: string;
  expiresAtMs: number;
}

export interface FamilyInviteTokenItem {
  tokenHash: string;
  groupId: string;
  inviteId: string;
  email: string;
  expiresAtMs: number;
  usedAt?: string;
}

export interface FamilyGroupRecord {
  group: FamilyGroupItem;
  members: FamilyMemberItem[];
  invites: FamilyInviteItem[];
}

export interface Person {
  userId: string;
  name: string;
  email: string;
}

export class AlreadyInGroupError extends Error {
  constructor() {
    super('The account already belongs to a family group');
    this.name = 'AlreadyInGroupError';
  }
}

export class GroupFullError extends Error {
  constructor() {
    super('The family group has no seat left');
    this.name = 'GroupFullError';
  }
}

/** The group, member or invitation changed under the request (dissolved, removed, used). */
export class FamilyGroupChangedError extends Error {
  constructor() {
    super('The family group changed; load it again');
    this.name = 'FamilyGroupChangedError';
  }
}

function strip<T>(item: Record<string, unknown>): T {
  return stripKeys(item, 'expiresAt') as T;
}

export async function getFamilyGroup(groupId: string): Promise<FamilyGroupRecord | null> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.familyGroupPartition(groupId) },
    ConsistentRead: true,
  });
  const group = items.find((item) => item.sk === keys.familyGroup(groupId).sk);
  if (!group) return null;
  const bySk = (prefix: string) => items.filter((item) => String(item.sk).startsWith(prefix));
  return {
    group: strip<FamilyGroupItem>(group),
    members: bySk(keys.familyMemberPrefix).map((item) => strip<FamilyMemberItem>(item)),
    invites: bySk(keys.familyInvitePrefix).map((item) => strip<FamilyInviteItem>(item)),
  };
}

/** The id of the group the user belongs to, if any. */
export async function familyGroupIdOf(userId: string): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.familyOfUser(userId), ConsistentRead: true }));
  return (Item?.groupId as string | undefined) ?? null;
}

/** Every group, newest first: one Query of the list index. */
export async function listFamilyGroups(): Promise<FamilyGroupItem[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.familyGroupsPartition },
      ScanIndexForward: false,
    }),
  );
  return Items.map((item) => strip<FamilyGroupItem>(item));
}

export async function findInviteToken(tokenHash: string): Promise<FamilyInviteTokenItem | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.familyInviteToken(tokenHash), ConsistentRead: true }));
  return Item ? strip<FamilyInviteTokenItem>(Item) : null;
}

function memberWrites(groupId: string, person: Person, role: 'owner' | 'member', now: Date): TransactItems {
  return [
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.familyMember(groupId, person.userId), type: 'FamilyMember', groupId, ...person, role, joinedAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.familyOfUser(person.userId), type: 'FamilyOfUser', groupId, joinedAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

export async function createFamilyGroup(input: { groupId: string; name: string; owner: Person; now: Date }): Promise<FamilyGroupItem> {
  const at = input.now.toISOString();
  const group: FamilyGroupItem = {
    groupId: input.groupId,
    name: input.name,
    ownerUserId: input.owner.userId,
    ownerName: input.owner.name,
    ownerEmail: input.owner.email,
    memberCount: 1,
    seatsTaken: 0,
    createdAt: at,
    updatedAt: at,
  };
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.familyGroup(group.groupId), ...keys.familyGroupInList(at, group.groupId), type: 'FamilyGroup', ...group },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...memberWrites(group.groupId, input.owner, 'owner', input.now),
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(2)) throw new AlreadyInGroupError();
    throw error;
  }
  return group;
}

export async function renameFamilyGroup(groupId: string, name: string, now: Date): Promise<void> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: keys.familyGroup(groupId),
          UpdateExpression: 'SET #name = :name, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': name, ':now': now.toISOString() },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw new FamilyGroupChangedError();
    throw error;
  }
}

/** Releases expired invitations found on a read, so their seats count again; each only once. */
function releaseWrites(expired: readonly FamilyInviteItem[]): TransactItems {
  return expired.map((invite) => ({
    Delete: { TableName: tableName, Key: keys.familyInvite(invite.groupId, invite.inviteId), ConditionExpression: 'attribute_exists(pk)' },
  }));
}

/** Takes one seat (releasing the given expired invitations) by condition on the group's count. */
function takeSeat(groupId: string, released: number, now: Date, extra: { members?: number } = {}) {
  return {
    Update: {
      TableName: tableName,
      Key: keys.familyGroup(groupId),
      UpdateExpression: 'SET seatsTaken = seatsTaken + :delta, memberCount = memberCount + :members, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND seatsTaken < :cap',
      ExpressionAttributeValues: { ':delta': 1 - released, ':members': extra.members ?? 0, ':cap': FAMILY_GROUP_MAX_MEMBERS + released, ':now': now.toISOString() },
    },
  };
}

function cancellationOf(error: unknown, seatIndex: number, personIndexes: readonly number[] = []): Error {
  if (!(error instanceof TransactionCancelledError)) return error as Error;
  if (personIndexes.some((index) => error.conditionFailedAt(index))) return new AlreadyInGroupError();
  if (error.conditionFailedAt(seatIndex)) return new GroupFullError();
  return new FamilyGroupChangedError();
}

/** Stores an invitation and its token, taking a seat; `expired` are the group's expired invitations. */
export async function addInvitation(invite: FamilyInviteItem, expired: readonly FamilyInviteItem[], now: Date): Promise<void> {
  const ttl = keys.ttlFrom(new Date(invite.expiresAtMs + 24 * 60 * 60 * 1000));
  try {
    await transactWrite([
      takeSeat(invite.groupId, expired.length, now),
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.familyInvite(invite.groupId, invite.inviteId), type: 'FamilyInvite', ...invite },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.familyInviteToken(invite.tokenHash),
            type: 'FamilyInviteToken',
            tokenHash: invite.tokenHash,
            groupId: invite.groupId,
            inviteId: invite.inviteId,
            email: invite.email,
            expiresAtMs: invite.expiresAtMs,
            expiresAt: ttl,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...releaseWrites(expired),
    ]);
  } catch (error) {
    throw cancellationOf(error, 0);
  }
}

/**
 * Uses an invitation: the token is marked used, the invitation's seat becomes the member's, and the
 * member's pointer is written, all in one transaction (or nothing).
 */
export async function acceptInvitation(token: FamilyInviteTokenItem, person: Person, now: Date): Promise<void> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: keys.familyInviteToken(token.tokenHash),
          UpdateExpression: 'SET usedAt = :now, usedBy = :user',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAtMs > :nowMs',
          ExpressionAttributeValues: { ':now': now.toISOString(), ':user': person.userId, ':nowMs': now.getTime() },
        },
      },
      { Delete: { TableName: tableName, Key: keys.familyInvite(token.groupId, token.inviteId), ConditionExpression: 'attribute_exists(pk)' } },
      ...memberWrites(token.groupId, person, 'member', now),
      {
        Update: {
          TableName: tableName,
          Key: keys.familyGroup(token.groupId),
          UpdateExpression: 'SET memberCount = memberCount + :one, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
        },
      },
    ]);
  } catch (error) {
    throw cancellationOf(error, -1, [2, 3]);
  }
}

/** Staff add a member directly (no invitation), taking a seat. */
export async function addMemberDirectly(groupId: string, person: Person, expired: readonly FamilyInviteItem[], now: Date): Promise<void> {
  try {
    await transactWrite([takeSeat(groupId, expired.length, now, { members: 1 }), ...memberWrites(groupId, person, 'member', now), ...releaseWrites(expired)]);
  } catch (error) {
    throw cancellationOf(error, 0, [1, 2]);
  }
}

/** Cancels an open invitation: its seat comes back and its link stops working. */
export async function cancelInvitation(invite: FamilyInviteItem, now: Date): Promise<void> {
  try {
    await transactWrite([
      { Delete: { TableName: tableName, Key: keys.familyInvite(invite.groupId, invite.inviteId), ConditionExpression: 'attribute_exists(pk)' } },
      { Delete: { TableName: tableName, Key: keys.familyInviteToken(invite.tokenHash) } },
      {
        Update: {
          TableName: tableName,
          Key: keys.familyGroup(invite.groupId),
          UpdateExpression: 'SET seatsTaken = seatsTaken - :one, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
        },
      },
    ]);
  } catch (error) {
    throw cancellationOf(error, -1);
  }
}

/** A member (never the owner) leaves or is removed: their points stay theirs, only the grouping ends. */
export async function removeMember(groupId: string, userId: string, now: Date): Promise<void> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName,
          Key: keys.familyMember(groupId, userId),
          ConditionExpression: 'attribute_exists(pk) AND #role = :member',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':member': 'member' },
        },
      },
      {
        Delete: {
          TableName: tableName,
          Key: keys.familyOfUser(userId),
          ConditionExpression: 'groupId = :group',
          ExpressionAttributeValues: { ':group': groupId },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.familyGroup(groupId),
          UpdateExpression: 'SET seatsTaken = seatsTaken - :one, memberCount = memberCount - :one, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
        },
      },
    ]);
  } catch (error) {
    throw cancellationOf(error, -1);
  }
}

/** Deletes the group, its members' pointers and its invitations (and their links) in one transaction. */
export async function dissolveFamilyGroup(record: FamilyGroupRecord): Promise<void> {
  const { groupId } = record.group;
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName,
          Key: keys.familyGroup(groupId),
          ConditionExpression: 'memberCount = :members AND seatsTaken = :seats',
          ExpressionAttributeValues: { ':members': record.group.memberCount, ':seats': record.group.seatsTaken },
        },
      },
      ...record.members.flatMap((member) => [
        { Delete: { TableName: tableName, Key: keys.familyMember(groupId, member.userId) } },
        { Delete: { TableName: tableName, Key: keys.familyOfUser(member.userId) } },
      ]),
      ...record.invites.flatMap((invite) => [
        { Delete: { TableName: tableName, Key: keys.familyInvite(groupId, invite.inviteId) } },
        { Delete: { TableName: tableName, Key: keys.familyInviteToken(invite.tokenHash) } },
      ]),
    ]);
  } catch (error) {
    throw cancellationOf(error, -1);
  }
}

/**
 * The accounts whose qualifying points count for this user's tier: the user alone, or every member
 * of their family group (decision 155). Two reads: the pointer, then the group's members.
 */
export async function familyPoolOf(userId: string): Promise<string[]> {
  const groupId = await familyGroupIdOf(userId);
  if (!groupId) return [userId];
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :member)',
    ExpressionAttributeValues: { ':pk': keys.familyGroupPartition(groupId), ':member': keys.familyMemberPrefix },
    ProjectionExpression: 'userId',
  });
  const ids = items.map((item) => String(item.userId));
  return ids.includes(userId) ? ids : [userId, ...ids];
}
