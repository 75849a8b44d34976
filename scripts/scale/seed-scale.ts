// Writes a shop's years at a factor into the scale table (decision 335): the demo data first (the
// owner, staff, catalogue and demo customer `npm start` makes), then day after day the generated
// records in BatchWriteItem requests of 25 (DynamoDB's limit), a few in flight, retrying what comes
// back unprocessed; then the day's sums through the app's own Update items. A checkpoint item after
// each day makes the run resumable: started again with the same seed, factor and years, it carries on
// from the next day. Must be imported after scale-table.ts has set the functions' environment.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/client';
import * as keys from '../../functions/data/keys';
import { listProducts } from '../../functions/data/products';
import { applyToDay } from '../../functions/data/report-days';
import type { TransactItem } from '../../functions/data/transact';
import { findUserIdBy, getUserById } from '../../functions/data/users';
import { lastNumberOf } from '../../functions/data/invoices';
import { closeReportMonths } from '../../functions/reports/close-report-months';
import { hashPassword } from '../../functions/lib/passwords';
import { inParallel, writeAll } from '../local/batch-write';
import { seedDemoData } from '../local/seed';
import { generateDay, type ScaleContext } from './generate-day';
import { scalePlan } from './scale-plan';

export const CHECKPOINT_KEY = { pk: 'SCALE_SEED', sk: 'CHECKPOINT' } as const;
/** Requests in flight (BatchWriteItem of 25, and the day sums) unless --width says otherwise. */
const IN_FLIGHT = 12;
/**
 * Days generated and written together between checkpoints: about 1,000 items a window (10 days at
 * factor 1, 100 at factor 0.01), so a small factor's window still fills the requests in flight.
 */
const windowDays = (factor: number) => Math.max(10, Math.min(100, Math.round(10 / factor)));

export interface SeedScaleOptions {
  years: number;
  factor: number;
  seed: string;
  /** Stop after this many days (a partial run, resumed later); omitted: to the end. */
  maxDays?: number;
  /** Requests in flight; default 12. */
  width?: number;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedProgress {
  day: number;
  days: number;
  items: number;
  updates: number;
  seconds: number;
  resumedFrom: number;
  done: boolean;
  /** Seconds of this run spent building the records, and waiting for their writes and sums (decision 364). */
  phases: { generate: number; write: number };
}

interface Checkpoint {
  seed: string;
  factor: number;
  years: number;
  startMs: number;
  nextDay: number;
  jobBase: number;
  /** The last invoice number written so far. */
  invoiceLast: number;
  items: number;
  updates: number;
  seconds: number;
}

async function applyUpdate(item: TransactItem): Promise<void> {
  if (!item.Update) throw new Error('A day sum must be an Update');
  await db.send(new UpdateCommand(item.Update as ConstructorParameters<typeof UpdateCommand>[0]));
}

async function readCheckpoint(): Promise<Checkpoint | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: CHECKPOINT_KEY, ConsistentRead: true }));
  return Item ? (Item as unknown as Checkpoint) : null;
}

async function saveCheckpoint(checkpoint: Checkpoint): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: { ...CHECKPOINT_KEY, type: 'ScaleSeedCheckpoint', ...checkpoint } }));
}

/** The counters' last numbers after the run, so the app's next job and invoice follow the generated ones. */
async function setCounters(jobLast: number, invoiceLast: number): Promise<void> {
  await db.send(new UpdateCommand({ TableName: tableName, Key: keys.jobNumberCounter(), UpdateExpression: 'SET #v = :v', ExpressionAttributeNames: { '#v': 'value' }, ExpressionAttributeValues: { ':v': jobLast } }));
  await db.send(new UpdateCommand({ TableName: tableName, Key: keys.invoiceCounter(), UpdateExpression: 'SET #v = :v', ExpressionAttributeNames: { '#v': 'value' }, ExpressionAttributeValues: { ':v': invoiceLast } }));
}

async function jobNumberUsed(): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.jobNumberCounter(), ConsistentRead: true }));
  return Item ? Number(Item.value) : 0;
}

async function staffOfShop(): Promise<{ userId: string; name: string }[]> {
  const staff: { userId: string; name: string }[] = [];
  for (const username of ['admin', 'demo_manager', 'demo_frontdesk', 'demo_technician']) {
    const id = await findUserIdBy('username', username);
    const user = id ? await getUserById(id) : null;
    if (user) staff.push({ userId: user.id, name: `${user.firstName} ${user.lastName}` });
  }
  if (staff.length === 0) throw new Error('The demo staff are missing: the demo data did not seed');
  return staff;
}

export async function seedScale(options: SeedScaleOptions): Promise<SeedProgress> {
  const plan = scalePlan(options.years, options.factor);
  let checkpoint = await readCheckpoint();
  if (checkpoint && (checkpoint.seed !== options.seed || checkpoint.factor !== options.factor || checkpoint.years !== options.years)) {
    throw new Error(`This table holds seed ${checkpoint.seed}, factor ${checkpoint.factor}, ${checkpoint.years} years; use another --dir for seed ${options.seed}, factor ${options.factor}, ${options.years} years`);
  }
  if (!checkpoint) {
    await seedDemoData({});
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    checkpoint = {
      seed: options.seed, factor: options.factor, years: options.years, startMs: today - plan.days * 86_400_000, nextDay: 0,
      jobBase: await jobNumberUsed(), invoiceLast: await lastNumberOf('invoice'), items: 0, updates: 0, seconds: 0,
    };
    await saveCheckpoint(checkpoint);
  }
  const resumedFrom = checkpoint.nextDay;
  const context: ScaleContext = {
    seed: options.seed, plan, startMs: checkpoint.startMs, products: await listProducts(), staff: await staffOfShop(),
    // One real hash for every generated account: argon2 at 19 MiB per account would take hours.
    passwordHash: await hashPassword(`scale-${options.seed}-not-for-sign-in`), jobBase: checkpoint.jobBase,
    siteOrigin: 'http://localhost:3000',
  };
  const started = Date.now();
  const width = options.width ?? IN_FLIGHT;
  const phases = { generate: 0, write: 0 };
  const last = Math.min(plan.days, options.maxDays === undefined ? plan.days : checkpoint.nextDay + options.maxDays);
  const progress = (): SeedProgress => ({
    day: checkpoint!.nextDay, days: plan.days, items: checkpoint!.items, updates: checkpoint!.updates,
    seconds: checkpoint!.seconds + (Date.now() - started) / 1000, resumedFrom, done: checkpoint!.nextDay >= plan.days,
    phases: { generate: phases.generate / 1000, write: phases.write / 1000 },
  });
  const window = windowDays(options.factor);
  for (let from = checkpoint.nextDay; from < last; from += window) {
    const to = Math.min(last, from + window);
    const outputs = [];
    let invoiceLast: number = checkpoint.invoiceLast;
    const generating = Date.now();
    for (let day = from; day < to; day++) {
      const output = generateDay(context, day, invoiceLast + 1);
      invoiceLast += output.invoices;
      outputs.push(output);
    }
    const writing = Date.now();
    phases.generate += writing - generating;
    // The window's sums beside its records (they read none of them): a window interrupted here is
    // written again whole on resume; its Puts and rollups (applyToDay, once per cause) are idempotent,
    // and the ADDs are the one step a crash between them and the checkpoint would repeat.
    const sums = [
      ...outputs.flatMap((output) => output.updates.map((update) => () => applyUpdate(update))),
      ...outputs.flatMap((output) => output.rollups.map((rollup) => () => applyToDay(rollup.cause, rollup.day, rollup.fields).then(() => undefined))),
    ];
    const [written] = await Promise.all([writeAll(outputs.flatMap((output) => output.puts), width), inParallel(sums, width)]);
    phases.write += Date.now() - writing;
    checkpoint = { ...checkpoint, nextDay: to, invoiceLast, items: checkpoint.items + written, updates: checkpoint.updates + sums.length };
    await saveCheckpoint({ ...checkpoint, seconds: checkpoint.seconds + (Date.now() - started) / 1000 });
    if (to === last || Math.floor(to / 50) !== Math.floor(from / 50)) options.onProgress?.(progress());
  }
  checkpoint = { ...checkpoint, seconds: checkpoint.seconds + (Date.now() - started) / 1000 };
  await saveCheckpoint(checkpoint);
  if (checkpoint.nextDay >= plan.days) {
    await setCounters(checkpoint.jobBase + plan.totals.jobs, checkpoint.invoiceLast);
    // Every month the years cover is over but this one: closed, as the nightly job would have (decision 388).
    await closeReportMonths(new Date(), options.years * 12 + 1);
  }
  return { ...progress(), seconds: checkpoint.seconds };
}
