// Commission entries and rules (decision 262). Entries are written by the report consumers, each keyed
// by its cause and put by condition, so a redelivered event adds nothing; a period's report is one
// Query per calendar year touched (sort key from DAY#<from> to DAY#<to>). The rules are one item.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { StaffRoleIdSchema } from '../../shared/schemas/user';
import { CommissionRateSchema } from '../../shared/schemas/reports/commissions';
import { db, tableName } from './client';
import * as keys from './keys';
import { queryYears } from './query-all';
import { isConditionFailure, TransactionCancelledError, transactWrite } from './transact';

export const CommissionEntrySchema = z.object({
  day: z.string(),
  userId: z.string(),
  name: z.string(),
  /** The member's role when they earned it: a role's rate applies to what they earned in it. */
  staffRole: StaffRoleIdSchema,
  kind: z.enum(['labour', 'sale']),
  cause: z.string(),
  reference: z.string(),
  description: z.string(),
  basePence: z.number(),
});
export type CommissionEntry = z.infer<typeof CommissionEntrySchema>;

export const JobLabourSchema = z.object({
  day: z.string(),
  entries: z.array(CommissionEntrySchema),
});
export type JobLabour = z.infer<typeof JobLabourSchema>;

const entryPut = (entry: CommissionEntry) => ({
  Put: {
    TableName: tableName,
    Item: { ...keys.commissionEntry(entry.day, entry.userId, entry.cause), type: 'CommissionEntry', ...entry },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * Writes a cause's entries (and, for a collected repair, the record of its labour) all at once; false
 * when they were written before (a redelivery).
 */
export async function writeCommissionEntries(entries: readonly CommissionEntry[], jobLabour?: { jobNumber: string; labour: JobLabour }): Promise<boolean> {
  const items = [
    ...(jobLabour ? [{ Put: { TableName: tableName, Item: { ...keys.commissionJob(jobLabour.jobNumber), type: 'CommissionJob', ...jobLabour.labour }, ConditionExpression: 'attribute_not_exists(pk)' } }] : []),
    ...entries.map(entryPut),
  ];
  if (items.length === 0) return false;
  try {
    await transactWrite(items);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError && items.some((_, i) => error.conditionFailedAt(i))) return false;
    throw error;
  }
}

export async function getJobLabour(jobNumber: string): Promise<JobLabour | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.commissionJob(jobNumber), ConsistentRead: true }));
  return Item ? JobLabourSchema.parse(Item) : null;
}

/** The entries of the London days from..to (inclusive): one Query per calendar year touched. */
export async function readCommissionEntries(from: string, to: string): Promise<CommissionEntry[]> {
  const items = await queryYears(from, to, keys.commissionYearPartition, `DAY#${from}`, `DAY#${to}#\uffff`);
  return items.map((item) => CommissionEntrySchema.parse(item));
}

export const StoredRulesSchema = z.object({
  roles: z._default(z.record(z.string(), CommissionRateSchema), {}),
  members: z._default(z.record(z.string(), z.object({ name: z.string(), ...CommissionRateSchema.shape })), {}),
  version: z.number(),
  updatedAt: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
});
export type StoredRules = z.infer<typeof StoredRulesSchema>;

export async function getCommissionRules(): Promise<StoredRules> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.commissionRules(), ConsistentRead: true }));
  return Item ? StoredRulesSchema.parse(Item) : { roles: {}, members: {}, version: 0 };
}

/** Saves the next version of the rules read at `previousVersion`; false when someone saved meanwhile. */
export async function putCommissionRules(rules: StoredRules, previousVersion: number): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.commissionRules(), type: 'CommissionRules', ...rules, version: previousVersion + 1 },
        ...(previousVersion === 0
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': previousVersion } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
