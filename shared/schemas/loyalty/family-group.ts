// Family groups (issue 16): an owner and up to 5 members who pool tier progress, never balances
// (docs/decisions/155-family-groups-pool-tier-progress.md).
import * as z from 'zod/mini';
import { EmailSchema } from '../account-fields';
import { FAMILY_GROUP_MAX_MEMBERS } from '../../loyalty/family-group-limits';

export { FAMILY_GROUP_MAX_MEMBERS };
/** An invitation link works for 7 days. */
export const FAMILY_INVITE_LIFETIME_DAYS = 7;

export const FAMILY_GROUP_FULL_MESSAGE = `A family group has at most ${FAMILY_GROUP_MAX_MEMBERS} members besides its owner`;
export const ALREADY_IN_A_GROUP_MESSAGE = 'This account already belongs to a family group';
export const INVITE_NOT_USABLE_MESSAGE = 'This invitation is unknown, used, cancelled or expired';

const idSchema = (label: string) => z.string(`${label} is required`).check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(40, `${label} is too long`));

export const GroupNameSchema = z
  .string('Group name is required')
  .check(z.trim(), z.minLength(1, 'Group name is required'), z.maxLength(60, 'Group name must be at most 60 characters'));

export const FamilyMemberRoleSchema = z.enum(['owner', 'member']);

export const FamilyMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: FamilyMemberRoleSchema,
  joinedAt: z.string(),
});
export type FamilyMember = z.infer<typeof FamilyMemberSchema>;

export const FamilyInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type FamilyInvitation = z.infer<typeof FamilyInvitationSchema>;

export const FamilyGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerUserId: z.string(),
  createdAt: z.string(),
  members: z.array(FamilyMemberSchema),
  /** Open (unused, unexpired) invitations. */
  invitations: z.array(FamilyInvitationSchema),
});
export type FamilyGroup = z.infer<typeof FamilyGroupSchema>;

/** The signed-in customer's view: their group, if any, and their part in it. */
export const MyFamilyGroupSchema = z.object({
  group: z.nullable(FamilyGroupSchema),
  role: z.nullable(FamilyMemberRoleSchema),
});
export type MyFamilyGroup = z.infer<typeof MyFamilyGroupSchema>;

export const CreateMyFamilyGroupRequestSchema = z.object({ name: GroupNameSchema });
export const InviteFamilyMemberRequestSchema = z.object({ email: EmailSchema });
export const JoinFamilyGroupRequestSchema = z.object({
  token: z.string('The invitation link is incomplete').check(z.trim(), z.minLength(20, 'The invitation link is incomplete'), z.maxLength(100, 'The invitation link is incomplete')),
});

export const FamilyGroupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  memberCount: z.number(),
  createdAt: z.string(),
});
export const FamilyGroupListSchema = z.object({ groups: z.array(FamilyGroupSummarySchema) });
export type FamilyGroupSummary = z.infer<typeof FamilyGroupSummarySchema>;

export const FamilyGroupParamsSchema = z.object({ groupId: idSchema('Group') });
export const FamilyGroupMemberParamsSchema = z.object({ groupId: idSchema('Group'), userId: idSchema('Member') });
export const AdminCreateFamilyGroupRequestSchema = z.object({ name: GroupNameSchema, ownerEmail: EmailSchema });
export const AdminRenameFamilyGroupRequestSchema = z.object({ name: GroupNameSchema });
export const AdminAddFamilyMemberRequestSchema = z.object({ email: EmailSchema });
