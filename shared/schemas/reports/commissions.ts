// Commissions (decision 262): rules per role or per member, a percentage of the labour on the repairs
// a member completed and of the sales they took, and the report per period read from the commission
// entries kept by member and day.
import * as z from 'zod/mini';
import { StaffRoleIdSchema } from '../user';
import { ReportRangeQuerySchema } from './reports';

const percentSchema = (label: string) =>
  z.number(`${label} must be a number`).check(
    z.minimum(0, `${label} cannot be negative`),
    z.maximum(100, `${label} must be at most 100%`),
    z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-9, `${label} can have at most 2 decimal places`),
  );

export const CommissionRateSchema = z.object({
  labourPercent: percentSchema('Labour commission'),
  salesPercent: percentSchema('Sales commission'),
});
export type CommissionRate = z.infer<typeof CommissionRateSchema>;

export const RoleCommissionRuleSchema = z.object({ role: StaffRoleIdSchema, ...CommissionRateSchema.shape });
/** A role's rate as the rules list it: with the role's name (a custom role's as the owner named it). */
export const NamedRoleCommissionRuleSchema = z.object({ ...RoleCommissionRuleSchema.shape, name: z.string() });
export const MemberCommissionRuleSchema = z.object({ userId: z.string(), name: z.string(), ...CommissionRateSchema.shape });
export type MemberCommissionRule = z.infer<typeof MemberCommissionRuleSchema>;

/** GET /api/admin/commission-rules: every role's rate (0% where none was set) and the members' own. */
export const CommissionRulesSchema = z.object({
  roles: z.array(NamedRoleCommissionRuleSchema),
  members: z.array(MemberCommissionRuleSchema),
  version: z.number(),
  updatedAt: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
});
export type CommissionRules = z.infer<typeof CommissionRulesSchema>;

/** PUT /api/admin/commission-rules: the whole set, with the version read (409 when it moved on). */
export const SaveCommissionRulesRequestSchema = z
  .object({
    version: z.number().check(z.int(), z.minimum(0)),
    roles: z.array(RoleCommissionRuleSchema).check(z.maxLength(100, 'At most 100 roles can have rates')),
    members: z.array(z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)), ...CommissionRateSchema.shape })).check(z.maxLength(200, 'At most 200 members can have rates of their own')),
  })
  .check(
    z.refine((body) => new Set(body.roles.map((r) => r.role)).size === body.roles.length, { message: 'Give each role one rate', path: ['roles'] }),
    z.refine((body) => new Set(body.members.map((m) => m.userId)).size === body.members.length, { message: 'Give each member one rate', path: ['members'] }),
  );
export type SaveCommissionRulesRequest = z.infer<typeof SaveCommissionRulesRequestSchema>;

export const CommissionQuerySchema = ReportRangeQuerySchema;

export const CommissionItemSchema = z.object({
  day: z.string(),
  kind: z.enum(['labour', 'sale']),
  /** The job number of a repair, the invoice or credit note number of a sale. */
  reference: z.string(),
  description: z.string(),
  /** What the commission is a percentage of, VAT included; negative for a refund. */
  basePence: z.number(),
  percent: z.number(),
});
export type CommissionItem = z.infer<typeof CommissionItemSchema>;

export const CommissionMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  labourPence: z.number(),
  salesPence: z.number(),
  commissionPence: z.number(),
  items: z.array(CommissionItemSchema),
});
export type CommissionMember = z.infer<typeof CommissionMemberSchema>;

/** GET /api/admin/reports/commissions?from&to: each member's labour, sales and commission in the period. */
export const CommissionReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  members: z.array(CommissionMemberSchema),
  commissionPence: z.number(),
});
export type CommissionReport = z.infer<typeof CommissionReportSchema>;
