// The job repository. A job is one partition keyed by its QR code (header, timeline, lines), so the
// job page and the tracking page are one Query. Copies of the job's summary live where other screens
// look for it (search terms, the owner's, the customer record's and the device's partitions, the due
// list) and are rewritten in the same transaction as every change to the header (decision 082).
import { GetCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { JobStatus } from '../../shared/repairs/statuses';
import { isClosedStatus } from '../../shared/repairs/statuses';
import type { DeviceType } from '../../shared/schemas/repairs/device';
import type { IntakeChecklist } from '../../shared/schemas/repairs/intake';
import { JobLineSchema, type Assignee, type JobLine, type JobSummary, type PartsArrived, type TimelineEntry } from '../../shared/schemas/repairs/job';
import type { MessageChannel } from '../../shared/messaging/channels';
import type { MessageLogEntry } from '../../shared/schemas/repairs/messages';
import type { IntakeSignature, JobChecks, JobPhoto, TimeEntry } from '../../shared/schemas/repairs/workshop';
import type { DepositEntry } from '../../shared/schemas/repairs/deposit';
import { db, tableName } from './client';
import { stripKeys } from './items';
import { accountPage } from './account-pages';
import { queryAll } from './query-all';
import * as keys from './keys';
import { jobNameTerms, jobSearchTerms } from './search-terms';
import { TransactionCancelledError, transactWrite, type TransactItems } from './transact';

export type JobSource = 'walk-in' | 'booking' | 'mail-in' | 'warranty';

export interface JobCustomerRecord {
  customerQr?: string;
  userId?: string;
  firstName: string;
  lastName?: string;
  phone?: string;
  email?: string;
}

export interface JobDeviceRecord {
  qrCode: string;
  make: string;
  model: string;
  type: DeviceType;
  colour?: string;
  imei?: string;
  serial?: string;
}

export interface JobRecord {
  qrCode: string;
  jobNumber: string;
  status: JobStatus;
  source: JobSource;
  /** The booking or mail-in order this job came from. */
  sourceRef?: string;
  /** Optimistic lock: every save needs the version it read. */
  version: number;
  customer?: JobCustomerRecord;
  device: JobDeviceRecord;
  fault: string;
  intake?: IntakeChecklist;
  estimatePence?: number;
  estimateApproval?: 'pending' | 'approved' | 'declined';
  /** Typed text from before jobs were assigned to accounts; shown as it was. */
  technician?: string;
  /** The member of staff the job is assigned to, their name copied for display (decision 261). */
  assignedTo?: Assignee;
  promisedAt?: string;
  openedAt: string;
  updatedAt: string;
  collectedAt?: string;
  warrantyEndsAt?: string;
  warrantyOf?: { qrCode: string; jobNumber: string };
  /** Staff's choice of how this job's customer hears (issue 18); absent: the customer's own. */
  messageChannel?: MessageChannel;
  /** The pre-repair test at intake and the same list at Quality check. */
  checks?: JobChecks;
  /** Parts ordered for the job that arrived (functions/suppliers/tell-jobs.ts). */
  partsArrived?: PartsArrived;
  /** A deposit staff asked for (decision 147); what was paid is the job's deposit ledger. */
  depositRequest?: DepositRequestRecord;
  /** The last page opened to pay the balance online (decision 290), for the amount it asks. */
  balanceCheckout?: { sessionId: string; url: string; expiresAt: string; number: number; amountPence: number };
}

export interface DepositRequestRecord {
  amountPence: number;
  for: 'estimate' | 'parts';
  requestedAt: string;
  /** The last online checkout opened for it and its page number (decision 231: one hosted page per job at a time). */
  checkout?: { sessionId: string; url: string; expiresAt: string; number?: number };
}

export type TimelineRecord = TimelineEntry;
export type LineRecord = JobLine;

export interface JobWithParts {
  job: JobRecord;
  timeline: TimelineRecord[];
  lines: LineRecord[];
  /** Emails and texts sent about the job, with their outcome (oldest first). */
  messages?: MessageLogEntry[];
  timeEntries?: TimeEntry[];
  signature?: IntakeSignature;
  photos?: JobPhoto[];
  /** The deposit ledger: payments and refunds, oldest first. */
  deposits?: DepositEntry[];
}

/** What the copies carry: the list row, plus what device histories and warranty views need. */
export interface JobSummaryRecord extends JobSummary {
  collectedAt?: string;
  warrantyEndsAt?: string;
}

export class JobChangedError extends Error {
  constructor() {
    super('The job changed while it was being saved');
    this.name = 'JobChangedError';
  }
}

type Key = { pk: string; sk: string };

export function deviceLabel(device: Pick<JobDeviceRecord, 'make' | 'model'>): string {
  return `${device.make} ${device.model}`;
}

export function customerName(customer: JobCustomerRecord | undefined): string | undefined {
  return customer ? [customer.firstName, customer.lastName].filter(Boolean).join(' ') : undefined;
}

export function summaryOf(job: JobRecord): JobSummaryRecord {
  return {
    qrCode: job.qrCode,
    jobNumber: job.jobNumber,
    status: job.status,
    customerName: customerName(job.customer),
    deviceLabel: deviceLabel(job.device),
    fault: job.fault,
    openedAt: job.openedAt,
    promisedAt: job.promisedAt,
    technician: job.technician,
    assignedTo: job.assignedTo,
    estimatePence: job.estimatePence,
    isWarrantyClaim: Boolean(job.warrantyOf),
    partsArrivedAt: job.partsArrived?.at,
    collectedAt: job.collectedAt,
    warrantyEndsAt: job.warrantyEndsAt,
  };
}

/** Every place a copy of the job's summary lives, given the job as it is. */
export function copyKeysOf(job: JobRecord): Key[] {
  const copies: Key[] = jobSearchTerms(job).map((term) => keys.jobSearchTerm(term, job.qrCode));
  copies.push(...jobNameTerms(job).map((term) => keys.jobNameTerm(term, job.openedAt, job.qrCode)));
  if (job.customer?.userId) copies.push(keys.jobOfUser(job.customer.userId, job.openedAt, job.qrCode));
  if (job.customer?.customerQr) copies.push(keys.jobOfCustomer(job.customer.customerQr, job.openedAt, job.qrCode));
  copies.push(keys.jobOfDevice(job.device.qrCode, job.openedAt, job.qrCode));
  if (job.promisedAt && !isClosedStatus(job.status)) copies.push(keys.jobDue(job.promisedAt, job.qrCode));
  if (!isClosedStatus(job.status)) copies.push(keys.jobOpen(job.openedAt, job.qrCode));
  if (job.assignedTo && !isClosedStatus(job.status)) copies.push(keys.jobOfAssignee(job.assignedTo.userId, job.promisedAt, job.openedAt, job.qrCode));
  return copies;
}

function headerItem(job: JobRecord): Record<string, unknown> {
  return {
    ...keys.job(job.qrCode),
    ...keys.jobInAllJobs(job.openedAt, job.qrCode),
    ...keys.jobByStatus(job.status, job.openedAt, job.qrCode),
    type: 'Job',
    ...job,
  };
}

const keyId = (k: Key) => `${k.pk}\u0000${k.sk}`;

/**
 * Writes a job: the header (new, or conditional on the version read), every summary copy, the
 * status counts, and any `extra` items (timeline entries, lines, device updates) in one transaction.
 * `previous` is the job as read (null for a new job). Throws JobChangedError when another save won.
 */
export async function saveJob(previous: JobRecord | null, next: JobRecord, extra: TransactItems = []): Promise<void> {
  try {
    await transactWrite(jobSaveItems(previous, next, extra));
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new JobChangedError();
    throw error;
  }
}

/**
 * The items of saveJob's transaction, header first, for a caller that saves the job in a transaction
 * of its own (the till collects a job in the sale's transaction). A failed condition on the first
 * item means another save won.
 */
/**
 * `countStatus: false` leaves the status counts to the caller: a transaction saving several jobs (a
 * till sale collecting up to 3) writes one statusCountsItem for them all, as DynamoDB refuses two
 * operations on one item in a transaction.
 */
export function jobSaveItems(previous: JobRecord | null, next: JobRecord, extra: TransactItems = [], options: { countStatus?: boolean } = {}): TransactItems {
  const summary = summaryOf(next);
  const nextCopies = copyKeysOf(next);
  const keep = new Set(nextCopies.map(keyId));
  const stale = previous ? copyKeysOf(previous).filter((k) => !keep.has(keyId(k))) : [];
  const items: TransactItems = [
    {
      Put: {
        TableName: tableName,
        Item: headerItem(next),
        ...(previous
          ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': previous.version } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
    ...nextCopies.map((Key) => ({ Put: { TableName: tableName, Item: { ...Key, type: 'JobCopy', jobQr: next.qrCode, summary } } })),
    ...stale.map((Key) => ({ Delete: { TableName: tableName, Key } })),
  ];
  if (options.countStatus !== false) {
    const counts = statusCountsItem([{ from: previous?.status ?? null, to: next.status }]);
    if (counts) items.push(counts);
  }
  items.push(...extra);
  return items;
}

/** Moves jobs between the status counts, in one item however many jobs; null when no status changed. */
export function statusCountsItem(moves: readonly { from: JobStatus | null; to: JobStatus }[]): TransactItems[number] | null {
  const deltas = new Map<string, number>();
  for (const { from, to } of moves) {
    if (from === to) continue;
    deltas.set(to, (deltas.get(to) ?? 0) + 1);
    if (from) deltas.set(from, (deltas.get(from) ?? 0) - 1);
  }
  const changed = [...deltas].filter(([, delta]) => delta !== 0);
  if (changed.length === 0) return null;
  const names = Object.fromEntries(changed.map(([status], i) => [`#s${i}`, status]));
  const values = Object.fromEntries(changed.map(([, delta], i) => [`:d${i}`, delta]));
  const expression = `ADD ${changed.map((_, i) => `#s${i} :d${i}`).join(', ')}`;
  return { Update: { TableName: tableName, Key: keys.jobStatusCounts(), UpdateExpression: expression, ExpressionAttributeNames: names, ExpressionAttributeValues: values } };
}

/** The next job number, DRS-10421 onwards: an atomic ADD on one counter item. */
export async function nextJobNumber(): Promise<string> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.jobNumberCounter(),
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return `DRS-${JOB_NUMBER_OFFSET + Number(Attributes?.value)}`;
}

/** The first job is DRS-10421: numbers continue the shop's paper job book. */
const JOB_NUMBER_OFFSET = 10420;

/** The job with its timeline (oldest first) and lines: one Query of its partition. */
export async function getJobWithParts(qrCode: string): Promise<JobWithParts | null> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.jobPartition(qrCode) },
    ConsistentRead: true,
  });
  const header = items.find((i) => i.sk === 'JOB');
  if (!header) return null;
  return {
    job: stripKeys(header) as unknown as JobRecord,
    timeline: items.filter((i) => String(i.sk).startsWith('TIMELINE#')).map((i) => stripKeys(i) as unknown as TimelineRecord),
    lines: items.filter((i) => String(i.sk).startsWith('LINE#')).map((i) => stripKeys(i) as unknown as LineRecord),
    messages: items
      .filter((i) => String(i.sk).startsWith('MESSAGE#'))
      .map((i) => stripKeys(i) as unknown as MessageLogEntry)
      .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt)),
    timeEntries: items.filter((i) => String(i.sk).startsWith('TIME#')).map((i) => stripKeys(i) as unknown as TimeEntry),
    photos: items.filter((i) => String(i.sk).startsWith('PHOTO#')).map((i) => stripKeys(i) as unknown as JobPhoto),
    signature: items.filter((i) => i.sk === 'SIGNATURE').map((i) => stripKeys(i) as unknown as IntakeSignature)[0],
    deposits: items
      .filter((i) => String(i.sk).startsWith('DEPOSIT#'))
      .map((i) => stripKeys(i) as unknown as DepositEntry)
      .sort((a, b) => a.at.localeCompare(b.at)),
  };
}

export async function getJob(qrCode: string): Promise<JobRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.job(qrCode), ConsistentRead: true }));
  return Item ? (stripKeys(Item) as unknown as JobRecord) : null;
}

export function timelineItem(qrCode: string, entry: TimelineRecord): TransactItems[number] {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.jobTimelineEntry(qrCode, entry.at, entry.id), type: 'JobTimeline', ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function lineItem(qrCode: string, line: LineRecord): TransactItems[number] {
  return { Put: { TableName: tableName, Item: { ...keys.jobLine(qrCode, line.id), type: 'JobLine', ...line }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** A line as stored, or null. */
export async function getJobLine(qrCode: string, lineId: string): Promise<LineRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.jobLine(qrCode, lineId), ConsistentRead: true }));
  return Item ? JobLineSchema.parse(Item) : null;
}

export function deleteLineItem(qrCode: string, lineId: string): TransactItems[number] {
  return { Delete: { TableName: tableName, Key: keys.jobLine(qrCode, lineId), ConditionExpression: 'attribute_exists(pk)' } };
}

// ---------- Lists ----------

export interface JobPage {
  jobs: JobSummaryRecord[];
  nextCursor?: string;
}

const PAGE_SIZE = 50;

function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

export class BadCursorError extends Error {
  constructor() {
    super('That page of results is no longer available');
    this.name = 'BadCursorError';
  }
}

function decodeCursor(cursor: string | undefined, pk: string, pkName: string): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (key[pkName] !== pk || Object.values(key).some((v) => typeof v !== 'string')) throw new BadCursorError();
    return key;
  } catch {
    throw new BadCursorError();
  }
}

/**
 * What the list's summary is made from (summaryOf), so a page returns about a third of each header's
 * bytes (decision 363); DynamoDB still counts the whole items' read units.
 */
const SUMMARY_FIELDS = {
  '#qrCode': 'qrCode', '#jobNumber': 'jobNumber', '#status': 'status', '#customer': 'customer', '#firstName': 'firstName', '#lastName': 'lastName',
  '#device': 'device', '#make': 'make', '#model': 'model', '#fault': 'fault', '#openedAt': 'openedAt', '#promisedAt': 'promisedAt',
  '#technician': 'technician', '#assignedTo': 'assignedTo', '#estimatePence': 'estimatePence', '#warrantyOf': 'warrantyOf',
  '#partsArrived': 'partsArrived', '#at': 'at', '#collectedAt': 'collectedAt', '#warrantyEndsAt': 'warrantyEndsAt',
} as const;
const SUMMARY_PROJECTION = [
  '#qrCode', '#jobNumber', '#status', '#customer.#firstName', '#customer.#lastName', '#device.#make', '#device.#model', '#fault', '#openedAt',
  '#promisedAt', '#technician', '#assignedTo', '#estimatePence', '#warrantyOf', '#partsArrived.#at', '#collectedAt', '#warrantyEndsAt',
].join(', ');

/** Every job (or the jobs in one status), newest first or oldest first: one Query of gsi1 (or gsi2), the summary's fields only. */
export async function listJobs(status: JobStatus | undefined, cursor: string | undefined, order: 'newest' | 'oldest' = 'newest'): Promise<JobPage> {
  const [index, pkName, pk] = status
    ? (['gsi2', 'gsi2pk', keys.jobStatusPartition(status)] as const)
    : (['gsi1', 'gsi1pk', keys.allJobsPartition] as const);
  const input: QueryCommandInput = {
    TableName: tableName,
    IndexName: index,
    KeyConditionExpression: `${pkName} = :pk`,
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: SUMMARY_PROJECTION,
    ExpressionAttributeNames: SUMMARY_FIELDS,
    ScanIndexForward: order === 'oldest',
    Limit: PAGE_SIZE,
    ExclusiveStartKey: decodeCursor(cursor, pk, pkName),
  };
  const { Items, LastEvaluatedKey } = await db.send(new QueryCommand(input));
  return { jobs: (Items ?? []).map((i) => summaryOf(stripKeys(i) as unknown as JobRecord)), nextCursor: encodeCursor(LastEvaluatedKey) };
}

/** Jobs whose search term starts with `term` (3+ characters): one Query of the term's partition. */
export async function searchJobsByTerm(term: string): Promise<JobSummaryRecord[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :term)',
      ExpressionAttributeValues: { ':pk': keys.jobSearchPartition(term), ':term': term },
      Limit: 200,
    }),
  );
  return uniqueSummaries(Items ?? []);
}

/**
 * Jobs whose customer's full name starts with `fullName` ("siobhan neill", first+last or last+first;
 * decision 360), newest opened first: one Query of the name's partition, read backwards.
 */
export async function searchJobsByFullName(fullName: string): Promise<JobSummaryRecord[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :term)',
      ExpressionAttributeValues: { ':pk': keys.jobNamePartition(fullName), ':term': fullName },
      ScanIndexForward: false,
      Limit: 200,
    }),
  );
  return uniqueSummaries(Items ?? []);
}

function uniqueSummaries(items: Record<string, unknown>[]): JobSummaryRecord[] {
  const byQr = new Map<string, JobSummaryRecord>();
  for (const item of items) {
    const summary = item.summary as JobSummaryRecord;
    byQr.set(summary.qrCode, summary);
  }
  return [...byQr.values()].sort((a, b) => b.openedAt.localeCompare(a.openedAt));
}

async function copiesIn(pk: string): Promise<JobSummaryRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': keys.jobCopyPrefix },
    ScanIndexForward: false,
  });
  return uniqueSummaries(items);
}

/** A registered account's jobs, newest first. */
export function jobsOfUser(userId: string): Promise<JobSummaryRecord[]> {
  return copiesIn(keys.user(userId).pk);
}

/** One page of an account's jobs, newest opened first (GET /api/user/job-sheets, decision 296): one Query of its copies. */
export async function jobsOfUserPage(userId: string, cursor: string | undefined, limit: number): Promise<{ jobs: JobSummaryRecord[]; nextCursor?: string }> {
  const { items, nextCursor } = await accountPage({ index: 'table', partition: keys.user(userId).pk, prefix: keys.jobCopyPrefix, cursor, limit });
  return { jobs: items.map((item) => item.summary as JobSummaryRecord), ...(nextCursor ? { nextCursor } : {}) };
}

export function jobsOfCustomer(customerQr: string): Promise<JobSummaryRecord[]> {
  return copiesIn(keys.customerPartition(customerQr));
}

/**
 * The `limit` open jobs longest past their promised date, earliest first, and whether more are overdue:
 * one Query of at most limit + 1 copies, however long the backlog (decision 382).
 */
export async function overdueJobs(now: Date, limit: number): Promise<{ jobs: JobSummaryRecord[]; more: boolean }> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk < :now',
      ExpressionAttributeValues: { ':pk': keys.jobsDuePartition, ':now': now.toISOString() },
      Limit: limit + 1,
    }),
  );
  return { jobs: Items.slice(0, limit).map((i) => i.summary as JobSummaryRecord), more: Items.length > limit };
}

/** The open jobs assigned to a member, by promised date (undated last): one Query of their copies (decision 261). */
export async function jobsAssignedTo(userId: string): Promise<JobSummaryRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.assignedJobsPartition(userId) },
  });
  return items.map((i) => i.summary as JobSummaryRecord);
}

/**
 * A page of the open jobs, oldest opened first: one Query of their copies (decision 386). It asks for
 * one more than the page, so a cursor is given only when a job is really left.
 */
export async function openJobs(limit: number, cursor: string | undefined): Promise<JobPage> {
  const { Items = [] } = await db.send(new QueryCommand({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.openJobsPartition },
    Limit: limit + 1,
    ExclusiveStartKey: decodeCursor(cursor, keys.openJobsPartition, 'pk'),
  }));
  const page = Items.slice(0, limit);
  const last = page.at(-1);
  return {
    jobs: page.map((i) => i.summary as JobSummaryRecord),
    nextCursor: Items.length > limit && last ? encodeCursor({ pk: last.pk, sk: last.sk }) : undefined,
  };
}

export async function jobStatusCounts(): Promise<Record<string, number>> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.jobStatusCounts() }));
  return Item ? (stripKeys(Item) as Record<string, number>) : {};
}

// ---------- Entries and lines that do not change the header ----------

export class JobClosedError extends Error {
  constructor() {
    super('The job is closed');
    this.name = 'JobClosedError';
  }
}

const CLOSED = ['Collected', 'Cancelled', 'Unrepairable / returned'];

/** Fails its transaction unless the job exists and is open, so its lines may still change. */
export function jobOpenCheck(qrCode: string): TransactItems[number] {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: keys.job(qrCode),
      ConditionExpression: 'attribute_exists(pk) AND NOT #status IN (:c1, :c2, :c3)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':c1': CLOSED[0], ':c2': CLOSED[1], ':c3': CLOSED[2] },
    },
  };
}

/** Adds a note or customer-visible update; the job must exist. */
export async function addTimelineEntry(qrCode: string, entry: TimelineRecord): Promise<boolean> {
  try {
    await transactWrite([
      { ConditionCheck: { TableName: tableName, Key: keys.job(qrCode), ConditionExpression: 'attribute_exists(pk)' } },
      timelineItem(qrCode, entry),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) return false;
    throw error;
  }
}

/** Adds or removes a line while the job is open; false when the job or the line does not exist. */
export async function changeLine(qrCode: string, change: { add: LineRecord } | { remove: string }): Promise<boolean> {
  try {
    await transactWrite([jobOpenCheck(qrCode), 'add' in change ? lineItem(qrCode, change.add) : deleteLineItem(qrCode, change.remove)]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) {
      const job = await getJob(qrCode);
      if (job) throw new JobClosedError();
      return false;
    }
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(1)) return false;
    throw error;
  }
}
