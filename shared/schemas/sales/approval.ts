// Manager approval at the till (decision 268): a member whose role allows what the caller's does not
// gives their username and their own inactivity passcode; the answer is an approval the caller's
// refund, sale or drawer close then carries (`approvalId`), used once within 5 minutes.
import * as z from 'zod/mini';
import { PASSCODE_LENGTH } from '../../admin-timeout';
import { StaffSchema } from './fields';

/** What a manager may approve at the till, as the server's 403 names it (`approval`). */
export const APPROVABLE = ['till.refund', 'till.discount', 'till.drawerDifference', 'tradeIns.override'] as const;

const PASSCODE_MESSAGE = `The passcode must be exactly ${PASSCODE_LENGTH} digits.`;

export const GiveApprovalRequestSchema = z.object({
  permission: z.enum(APPROVABLE, 'Choose what is being approved'),
  approver: z.string("Enter the approving manager's username").check(
    z.trim(),
    z.minLength(1, "Enter the approving manager's username"),
    z.maxLength(254, 'Username must be at most 254 characters'),
  ),
  passcode: z.string(PASSCODE_MESSAGE).check(z.regex(new RegExp(`^\\d{${PASSCODE_LENGTH}}$`), PASSCODE_MESSAGE)),
});
export type GiveApprovalRequest = z.infer<typeof GiveApprovalRequestSchema>;

export const ApprovalSchema = z.object({
  approvalId: z.string(),
  approver: StaffSchema,
  validUntil: z.string(),
});
export type Approval = z.infer<typeof ApprovalSchema>;
