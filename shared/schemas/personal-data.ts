// Personal data (UK GDPR, issue 11 item 6): the download of everything held about a customer, and
// closing an account, by the customer (password again) or by an admin on the customer's recorded request.
import * as z from 'zod/mini';
import { PasswordInputSchema } from './account-fields';
import { AccountSessionSchema } from './account-sessions';
import { UserSchema } from './user';

const Records = z.array(z.record(z.string(), z.unknown()));

/** GET /api/user/data-export: every record about the account, as stored for the customer to read. */
export const PersonalDataExportSchema = z.object({
  exportedAt: z.string(),
  account: UserSchema,
  sessions: z.array(AccountSessionSchema),
  devices: Records,
  repairs: Records,
  shopRecords: Records,
  bookings: Records,
  mailInOrders: Records,
  /** Devices sold to the shop, with the seller's ID details while they are kept (6 years, decision 314). */
  tradeIns: Records,
  /** The audit trail about the account: sign-ins, changes (kept 2 years, SECURITY.md). */
  activity: Records,
});
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>;

export const CLOSE_CONFIRMATION = 'CLOSE';

export const CloseAccountRequestSchema = z.object({
  password: PasswordInputSchema,
  confirm: z.string().check(z.refine((value) => value === CLOSE_CONFIRMATION, `Type ${CLOSE_CONFIRMATION} to confirm`)),
});
export type CloseAccountRequest = z.infer<typeof CloseAccountRequestSchema>;

/** An admin closes an account only with the customer's request on record: where it came from and its reference. */
export const AdminCloseAccountRequestSchema = z.object({
  requestReference: z.string().check(
    z.trim(),
    z.minLength(3, 'Enter the reference of the customer’s request (the email, letter or form it came by)'),
    z.maxLength(100, 'The reference must be less than 100 characters'),
  ),
  requestNote: z.string().check(
    z.trim(),
    z.minLength(10, 'Describe the customer’s request: who asked, when and how their identity was checked'),
    z.maxLength(1000, 'The note must be less than 1000 characters'),
  ),
});
export type AdminCloseAccountRequest = z.infer<typeof AdminCloseAccountRequestSchema>;

export const AccountClosedSchema = z.object({ message: z.string(), closedAt: z.string() });
