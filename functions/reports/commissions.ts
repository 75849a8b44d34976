// Commissions (decision 262). The report consumers record what each member earns commission on: the
// labour lines of a repair when it is collected (each line's member), the goods of a till sale they
// took, and the same taken back when those lines are refunded. The report applies the rules - the
// member's own rate, else their role's - to the entries of a period.
import { londonDay } from '../../shared/dates';
import type { CommissionReport, CommissionRules, SaveCommissionRulesRequest } from '../../shared/schemas/reports/commissions';
import { STAFF_ROLES, STAFF_ROLE_IDS, isBuiltInRole, staffRoleOf } from '../../shared/staff/roles';
import type { RoleId } from '../../shared/staff/roles';
import {
  getCommissionRules,
  getJobLabour,
  putCommissionRules,
  readCommissionEntries,
  writeCommissionEntries,
  type CommissionEntry,
  type StoredRules,
} from '../data/commissions';
import { getCreditNote, getInvoice } from '../data/invoices';
import { deviceLabel, type JobWithParts } from '../data/jobs';
import { listStaffMembers } from '../data/staff-members';
import { listStaffRoleRecords } from '../data/staff-roles';
import { getUserById } from '../data/users';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { UNKNOWN_ROLE_MESSAGE } from '../staff/role-name';

interface Member {
  userId: string;
  name: string;
  staffRole: RoleId;
}

async function memberOf(userId: string, fallbackName: string): Promise<Member> {
  const user = await getUserById(userId);
  return { userId, name: user ? `${user.firstName} ${user.lastName}`.trim() : fallbackName, staffRole: user ? staffRoleOf(user) : 'owner' };
}

/** A collected repair: each member's labour lines on it (warranty claims are not charged, so earn none). */
export async function earnRepairLabour({ job, lines }: JobWithParts): Promise<boolean> {
  const day = londonDay(new Date(job.collectedAt ?? job.updatedAt));
  const byMember = new Map<string, number>();
  if (!job.warrantyOf) {
    for (const line of lines) if (line.kind === 'labour' && line.memberId) byMember.set(line.memberId, (byMember.get(line.memberId) ?? 0) + line.totalPence);
  }
  const entries: CommissionEntry[] = [];
  for (const [userId, basePence] of byMember) {
    const member = await memberOf(userId, 'Former member of staff');
    entries.push({ ...member, day, kind: 'labour', cause: `job:${job.qrCode}`, reference: job.jobNumber, description: `Repair of ${deviceLabel(job.device)}`, basePence });
  }
  return writeCommissionEntries(entries, { jobNumber: job.jobNumber, labour: { day, entries } });
}

const SOLD_KINDS = new Set(['product', 'custom']);

/** An invoice (the goods of a till sale, to whoever took it) or a credit note (what it takes back). */
export async function earnFromDocument(number: string): Promise<boolean> {
  if (number.startsWith('INV-')) {
    const invoice = await getInvoice(number);
    if (!invoice) throw new Error(`Invoice ${number} not found`);
    const sold = invoice.lines.filter((l) => SOLD_KINDS.has(l.kind));
    const basePence = sold.reduce((sum, l) => sum + l.netPence, 0);
    if (!invoice.staff || basePence <= 0) return false;
    const member = await memberOf(invoice.staff.userId, invoice.staff.name);
    const description = sold.map((l) => l.description).join(', ').slice(0, 120);
    return writeCommissionEntries([{ ...member, day: londonDay(new Date(invoice.issuedAt)), kind: 'sale', cause: `inv:${number}`, reference: number, description, basePence }]);
  }
  const note = await getCreditNote(number);
  if (!note) throw new Error(`Credit note ${number} not found`);
  const invoice = await getInvoice(note.invoiceNumber);
  if (!invoice) throw new Error(`Invoice ${note.invoiceNumber} of ${number} not found`);
  const day = londonDay(new Date(note.issuedAt));
  const lineOf = new Map(invoice.lines.map((l) => [l.lineId, l]));
  const entries: CommissionEntry[] = [];
  const refundedGoods = note.lines.filter((l) => SOLD_KINDS.has(lineOf.get(l.lineId)?.kind ?? '')).reduce((sum, l) => sum + l.amountPence, 0);
  if (invoice.staff && refundedGoods > 0) {
    const member = await memberOf(invoice.staff.userId, invoice.staff.name);
    entries.push({ ...member, day, kind: 'sale', cause: `cn:${number}`, reference: number, description: `Refund on ${invoice.number}`, basePence: -refundedGoods });
  }
  const jobNumbers = new Set(note.lines.map((l) => lineOf.get(l.lineId)).filter((l) => l?.kind === 'repair' && l.jobNumber).map((l) => l!.jobNumber!));
  for (const jobNumber of jobNumbers) {
    const labour = await getJobLabour(jobNumber);
    // Thrown, so the bus retries: the repair's collection is recorded moments after its sale.
    if (!labour) throw new Error(`The labour of ${jobNumber} is not recorded yet`);
    for (const earned of labour.entries) {
      entries.push({ ...earned, day, cause: `cn:${number}:${jobNumber}`, reference: number, description: `Refund of repair ${jobNumber}`, basePence: -earned.basePence });
    }
  }
  return writeCommissionEntries(entries);
}

function rateOf(rules: StoredRules, entry: Pick<CommissionEntry, 'userId' | 'staffRole' | 'kind'>): number {
  const rate = rules.members[entry.userId] ?? rules.roles[entry.staffRole];
  return rate ? (entry.kind === 'labour' ? rate.labourPercent : rate.salesPercent) : 0;
}

export async function commissionReport(from: string, to: string): Promise<CommissionReport> {
  const [rules, entries] = await Promise.all([getCommissionRules(), readCommissionEntries(from, to)]);
  const byMember = new Map<string, CommissionEntry[]>();
  for (const entry of entries) byMember.set(entry.userId, [...(byMember.get(entry.userId) ?? []), entry]);
  const members = [...byMember].map(([userId, earned]) => {
    const items = earned.map((e) => ({ day: e.day, kind: e.kind, reference: e.reference, description: e.description, basePence: e.basePence, percent: rateOf(rules, e) }));
    const sum = (kind: CommissionEntry['kind']) => earned.filter((e) => e.kind === kind).reduce((total, e) => total + e.basePence, 0);
    return {
      userId,
      name: earned[earned.length - 1]!.name,
      labourPence: sum('labour'),
      salesPence: sum('sale'),
      commissionPence: Math.round(items.reduce((total, i) => total + (i.basePence * i.percent) / 100, 0)),
      items: items.sort((a, b) => a.day.localeCompare(b.day) || a.reference.localeCompare(b.reference)),
    };
  });
  members.sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  return { from, to, members, commissionPence: members.reduce((total, m) => total + m.commissionPence, 0) };
}

/** The roles' rates: the built-in roles and the owner's custom ones (0% where none was set), each with its name. */
export function rulesView(rules: StoredRules, customRoles: readonly { id: string; name: string }[]): CommissionRules {
  const roles = [...STAFF_ROLE_IDS.map((id) => ({ id, name: STAFF_ROLES[id].name })), ...customRoles];
  return {
    roles: roles.map(({ id, name }) => ({ role: id, name, ...(rules.roles[id] ?? { labourPercent: 0, salesPercent: 0 }) })),
    members: Object.entries(rules.members)
      .map(([userId, rate]) => ({ userId, ...rate }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
    version: rules.version,
    ...(rules.updatedAt ? { updatedAt: rules.updatedAt } : {}),
    ...(rules.updatedBy ? { updatedBy: rules.updatedBy } : {}),
  };
}

/** The custom roles, by name (built-in ones' records, when stored, are left to STAFF_ROLES). */
async function customRoles(): Promise<{ id: string; name: string }[]> {
  return (await listStaffRoleRecords())
    .flatMap((record) => (isBuiltInRole(record.id) ? [] : [{ id: record.id, name: record.name ?? record.id }]))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

export async function readCommissionRules(): Promise<CommissionRules> {
  const [rules, custom] = await Promise.all([getCommissionRules(), customRoles()]);
  return rulesView(rules, custom);
}

export const RULES_CHANGED = 'The commission rules were changed by someone else. Reload and try again.';

/** Saves the whole set; a member's own rate must be for a member of staff (their name is copied). */
export async function saveCommissionRules(body: SaveCommissionRulesRequest, by: string, now: Date): Promise<CommissionRules> {
  const staff = new Map((body.members.length ? await listStaffMembers() : []).map((m) => [m.userId, m.name]));
  const members: StoredRules['members'] = {};
  for (const { userId, labourPercent, salesPercent } of body.members) {
    const name = staff.get(userId);
    if (!name) throw new BadRequestError('Choose a member of staff for each rate of their own.');
    members[userId] = { name, labourPercent, salesPercent };
  }
  // A custom role's rate must be for a role that exists; a deleted role's rate is dropped with it.
  const custom = await customRoles();
  const known = new Set<string>([...STAFF_ROLE_IDS, ...custom.map((role) => role.id)]);
  if (body.roles.some(({ role }) => !known.has(role))) throw new BadRequestError(UNKNOWN_ROLE_MESSAGE);
  const roles: StoredRules['roles'] = Object.fromEntries(body.roles.map(({ role, labourPercent, salesPercent }) => [role, { labourPercent, salesPercent }]));
  const next: StoredRules = { roles, members, version: body.version + 1, updatedAt: now.toISOString(), updatedBy: by };
  if (!(await putCommissionRules(next, body.version))) throw new ConflictError(RULES_CHANGED);
  return rulesView(next, custom);
}
