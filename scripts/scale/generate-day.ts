// One day of a busy shop's records, built with the app's own item builders and key builders
// (functions/data/*), so every item is the one the app itself would have written: customer records
// (some with accounts, loyalty and a birthday), repair jobs with their status history, lines,
// messages' records and photos' records, till sales with their invoice, receipt, drawer moves, stock
// movements and points, online orders with their invoice, and page hits with their day counters.
// Each record is a pure function of (seed, its index), so a resumed run rebuilds the same records.
// The day's sums (the sales day, the report rollups, the members' balances, the job counts) are
// returned as the app's own Update items, applied once per day (decision 335).
import type { Product } from '../../shared/schemas/shop/product';
import type { Invoice } from '../../shared/schemas/sales/invoice';
import type { SaleLine } from '../../shared/schemas/sales/sale';
import { PAYMENT_METHODS, type MethodTotals } from '../../shared/schemas/sales/fields';
import type { Order } from '../../shared/schemas/shop/order';
import type { JobStatus } from '../../shared/repairs/statuses';
import type { TimelineEntry } from '../../shared/schemas/repairs/job';
import { vatBreakdown } from '../../shared/sales/vat';
import { receiptCodeFromBytes, RECEIPT_CODE_BYTES } from '../../shared/sales/receipt-code';
import { londonDay } from '../../shared/dates';
import * as keys from '../../functions/data/keys';
import { newCustomerItems, type CustomerRecord } from '../../functions/data/customers';
import { jobSaveItems, lineItem, statusCountsItem, timelineItem, type JobRecord } from '../../functions/data/jobs';
import { putNewDeviceItem } from '../../functions/data/devices';
import { invoiceItem, dayRollupItem } from '../../functions/data/invoices';
import { receiptItem, saleItem, type SaleRecord } from '../../functions/data/sales';
import { moveItem, openSessionItems } from '../../functions/data/drawer';
import { recordStockMovement } from '../../functions/data/stock-ledger';
import { accountChangeItem, entryItem } from '../../functions/data/loyalty-ledger';
import { putBirthdayItem } from '../../functions/data/birthdays';
import { newOrderItem } from '../../functions/data/shop-orders';
import { pageHitItem } from '../../functions/data/page-hits';
import { uniqueItem } from '../../functions/data/users';
import { invoiceContribution, type RollupFields } from '../../functions/reports/sales-contribution';
import { jobContribution } from '../../functions/reports/job-contribution';
import type { TransactItem } from '../../functions/data/transact';
import { seeded, type Random } from './prng';
import { REGISTERED_SHARE, type ScalePlan } from './scale-plan';

const DAY_MS = 86_400_000;
const JOB_NUMBER_OFFSET = 10420;

export interface ScaleContext {
  seed: string;
  plan: ScalePlan;
  /** The first day's midnight UTC (ms). */
  startMs: number;
  products: readonly Product[];
  staff: readonly { userId: string; name: string }[];
  passwordHash: string;
  /** Job numbers used before the run (the demo data's). */
  jobBase: number;
  siteOrigin: string;
}

export interface DayOutput {
  puts: Record<string, unknown>[];
  /** The day's sums, as the app's Update items; each applied once. */
  updates: TransactItem[];
  /** Report rollups per London day: applied through applyToDay with a cause of their own. */
  rollups: { cause: string; day: string; fields: RollupFields }[];
  counts: { customers: number; jobs: number; sales: number; orders: number; hits: number };
  /** Invoice numbers the day used. */
  invoices: number;
}

const FIRST = ['Aoife', 'Ciarán', 'Niamh', 'Seán', 'Róisín', 'Eoin', 'Orla', 'Conor', 'Siobhán', 'Patrick', 'Emma', 'James', 'Grace', 'Jack', 'Chloe', 'Ryan', 'Sophie', 'Adam', 'Erin', 'Daniel', 'Caoimhe', 'Mark', 'Lucy', 'Liam', 'Hannah', 'Oisín', 'Megan', 'Matthew', 'Ella', 'Darragh'];
const LAST = ['Murphy', 'Kelly', 'Doherty', 'Byrne', 'Kerr', 'Walsh', 'Quinn', "O'Neill", 'McCann', 'Campbell', 'Wilson', 'Thompson', 'Stewart', 'Robinson', 'Brown', 'Smith', 'Johnston', 'Moore', 'Hamilton', 'Boyd', 'McLaughlin', 'Gallagher', 'Donnelly', 'Hughes', 'Devlin', 'Mullan', 'McKenna', 'Magee', 'Graham', 'Clarke'];
const DEVICES = [
  { make: 'Apple', model: 'iPhone 13', type: 'phone' },
  { make: 'Apple', model: 'iPhone 14', type: 'phone' },
  { make: 'Apple', model: 'iPhone 15', type: 'phone' },
  { make: 'Apple', model: 'iPhone 12', type: 'phone' },
  { make: 'Samsung', model: 'Galaxy S23', type: 'phone' },
  { make: 'Samsung', model: 'Galaxy A54', type: 'phone' },
  { make: 'Google', model: 'Pixel 7', type: 'phone' },
  { make: 'Apple', model: 'iPad Air', type: 'tablet' },
  { make: 'Samsung', model: 'Galaxy Tab S8', type: 'tablet' },
  { make: 'Sony', model: 'PlayStation 5', type: 'console' },
  { make: 'Nintendo', model: 'Switch', type: 'console' },
  { make: 'Microsoft', model: 'Xbox Series X', type: 'console' },
] as const;
const REPAIRS = [
  { fault: 'Cracked screen after a drop', line: 'Screen replacement', pence: 8999 },
  { fault: 'Battery drains by lunchtime', line: 'Battery replacement', pence: 5999 },
  { fault: 'Charging port loose', line: 'Charging port repair', pence: 4999 },
  { fault: 'No sound from the earpiece', line: 'Earpiece replacement', pence: 3999 },
  { fault: 'Rear camera blurry', line: 'Rear camera replacement', pence: 6999 },
  { fault: 'HDMI port bent, no picture', line: 'HDMI port replacement', pence: 12000 },
  { fault: 'Joy-Con drifts', line: 'Joystick replacement', pence: 3500 },
] as const;
const SERVICES = [
  { description: 'Screen protector fitting', unitPence: 500 },
  { description: 'Data transfer to a new phone', unitPence: 2500 },
  { description: 'Diagnostic check', unitPence: 1500 },
] as const;
const PAGES = ['/', '/pricing', '/booking', '/mail-in-repair', '/contact', '/shop', '/reviews', '/guides', '/services/screen-repair', '/auth'];
const COLLECTED_PATH: JobStatus[] = ['Checked in', 'Diagnosing', 'In repair', 'Quality check', 'Ready for collection', 'Collected'];
const OPEN_STATUSES: JobStatus[] = ['Checked in', 'Diagnosing', 'Awaiting approval', 'Awaiting parts', 'In repair', 'Quality check', 'Ready for collection'];
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SYSTEM = { name: 'Shop A.', role: 'admin' as const };

/** A ULID whose random part comes from the seeded stream: sortable by time, the same on every run. */
function seededUlid(ms: number, random: Random): string {
  let time = '';
  for (let t = ms, i = 0; i < 10; i++, t = Math.floor(t / 32)) time = CROCKFORD[t % 32] + time;
  return time + Array.from({ length: 16 }, () => CROCKFORD[random.int(0, 31)]).join('');
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z]/g, '');

export interface ScaleCustomer {
  index: number;
  record: CustomerRecord;
  userId?: string;
  dateOfBirth?: string;
}

/** Customer i, the same wherever it is asked for: made on the day its index falls in. */
export function customerOf(context: ScaleContext, index: number, createdMs: number): ScaleCustomer {
  const random = seeded(context.seed, 'customer', index);
  const firstName = random.pick(FIRST);
  const lastName = random.pick(LAST);
  const registered = random.chance(REGISTERED_SHARE);
  const record: CustomerRecord = {
    qrCode: random.token(22),
    firstName,
    lastName,
    // Never a real person's: the local stack sends no text, and the 07800 block with a 7-digit index is only ever generated here.
    phone: `0780${String(index).padStart(7, '0')}`,
    ...(random.chance(0.7) ? { email: `${fold(firstName)}.${fold(lastName)}${index}@example.com` } : {}),
    createdAt: new Date(createdMs).toISOString(),
  };
  if (!registered) return { index, record };
  const userId = seededUlid(createdMs, random);
  const dateOfBirth = random.chance(0.6) ? `${random.int(1950, 2008)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}` : undefined;
  return { index, record: { ...record, email: record.email ?? `${fold(firstName)}${index}@example.org`, userId }, userId, dateOfBirth };
}

/** The day on which customer i was made (the inverse of plan.before). */
function customerDay(plan: ScalePlan, index: number): number {
  let low = 0;
  let high = plan.days - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (plan.before('customers', mid) <= index) low = mid;
    else high = mid - 1;
  }
  return low;
}

function existingCustomer(context: ScaleContext, random: Random, day: number): ScaleCustomer | null {
  const known = context.plan.before('customers', day + 1);
  if (known === 0) return null;
  const index = random.int(0, known - 1);
  const madeOn = customerDay(context.plan, index);
  return customerOf(context, index, context.startMs + madeOn * DAY_MS + 9 * 3_600_000 + (index % 480) * 60_000);
}

const put = (item: TransactItem): Record<string, unknown> => {
  if (!item.Put) throw new Error('Only Put items are batch-written');
  return item.Put.Item as Record<string, unknown>;
};

/** `firstInvoice`: the number the day's first invoice takes (the sequence is gapless, decision 141). */
export function generateDay(context: ScaleContext, day: number, firstInvoice: number): DayOutput {
  const { plan, startMs } = context;
  const dayStart = startMs + day * DAY_MS;
  const dayName = londonDay(new Date(dayStart + 12 * 3_600_000));
  const endMs = startMs + plan.days * DAY_MS;
  const out: DayOutput = { puts: [], updates: [], rollups: [], invoices: 0, counts: { customers: 0, jobs: 0, sales: 0, orders: 0, hits: 0 } };
  const points = new Map<string, { points: number; name: string; at: string }>();
  const earn = (customer: ScaleCustomer | null, key: string, source: { type: 'sale' | 'order'; id: string }, totalPence: number, at: string, description: string) => {
    if (!customer?.userId || totalPence < 100) return;
    const earned = Math.floor(totalPence / 100);
    out.puts.push(put(entryItem(customer.userId, { key, kind: 'earned', points: earned, source, description, at })));
    const sum = points.get(customer.userId) ?? { points: 0, name: `${customer.record.firstName} ${customer.record.lastName}`, at };
    points.set(customer.userId, { ...sum, points: sum.points + earned, at });
  };

  // Customers made today.
  for (let i = plan.before('customers', day); i < plan.before('customers', day + 1); i++) {
    const customer = customerOf(context, i, dayStart + 9 * 3_600_000 + (i % 480) * 60_000);
    out.puts.push(...newCustomerItems(customer.record).map(put));
    if (customer.userId) {
      const { record } = customer;
      out.puts.push({
        ...keys.user(customer.userId), type: 'User', id: customer.userId, firstName: record.firstName, lastName: record.lastName, email: record.email,
        phone: record.phone, username: `${fold(record.firstName)}${i}`, passwordHash: context.passwordHash, role: 'customer', emailVerified: true,
        twoFactorEnabled: false, createdAt: record.createdAt, ...(customer.dateOfBirth ? { dateOfBirth: customer.dateOfBirth } : {}),
      });
      out.puts.push(uniqueItem('email', record.email!, customer.userId), uniqueItem('username', `${fold(record.firstName)}${i}`, customer.userId));
      if (customer.dateOfBirth) out.puts.push(put(putBirthdayItem(customer.userId, customer.dateOfBirth)));
    }
    out.counts.customers++;
  }

  // Jobs opened today, each with its whole life (the statuses it reaches before the run's last day).
  const statusMoves: { from: null; to: JobStatus }[] = [];
  const jobRollups = new Map<string, RollupFields>();
  for (let j = plan.before('jobs', day); j < plan.before('jobs', day + 1); j++) {
    const random = seeded(context.seed, 'job', j);
    const customer = existingCustomer(context, random, day);
    const openedMs = dayStart + random.int(9 * 60, 17 * 60) * 60_000;
    const openedAt = new Date(openedMs).toISOString();
    const spec = random.pick(DEVICES);
    const repair = random.pick(REPAIRS);
    const ageDays = (endMs - openedMs) / DAY_MS;
    const path: JobStatus[] =
      ageDays > 14
        ? random.chance(0.94) ? COLLECTED_PATH : random.chance(0.5) ? ['Checked in', 'Diagnosing', 'Cancelled'] : ['Checked in', 'Diagnosing', 'Unrepairable / returned']
        : COLLECTED_PATH.slice(0, 1).concat(OPEN_STATUSES.slice(1, 1 + random.int(0, Math.min(6, Math.floor(ageDays)))));
    const stepMs = Math.min(DAY_MS, (Math.min(ageDays, 7) * DAY_MS) / (path.length + 1));
    const timeline: TimelineEntry[] = path.map((status, k) => ({
      id: `${j}-${k}`, at: new Date(openedMs + k * stepMs).toISOString(), kind: 'status', visibility: status === 'Quality check' ? 'internal' : 'customer',
      status, ...(k > 0 ? { fromStatus: path[k - 1] } : {}), by: SYSTEM,
    }));
    const last = timeline[timeline.length - 1]!;
    const status = path[path.length - 1]!;
    const qrCode = random.token(22);
    const staff = random.pick(context.staff);
    const device = { qrCode: random.token(22), make: spec.make, model: spec.model, type: spec.type, ...(spec.type === 'phone' ? { imei: `35${random.digits(13)}` } : { serial: random.token(10).replace(/[-_]/g, 'X').toUpperCase() }) };
    const job: JobRecord = {
      qrCode, jobNumber: `DRS-${JOB_NUMBER_OFFSET + context.jobBase + j + 1}`, status, source: random.chance(0.2) ? 'booking' : 'walk-in', version: path.length,
      ...(customer ? { customer: { customerQr: customer.record.qrCode, ...(customer.userId ? { userId: customer.userId } : {}), firstName: customer.record.firstName, lastName: customer.record.lastName, phone: customer.record.phone, ...(customer.record.email ? { email: customer.record.email } : {}) } } : {}),
      device, fault: repair.fault, estimatePence: repair.pence, estimateApproval: 'approved', assignedTo: { userId: staff.userId, name: staff.name },
      promisedAt: new Date(openedMs + 2 * DAY_MS).toISOString(), openedAt, updatedAt: last.at,
      ...(status === 'Collected' ? { collectedAt: last.at, warrantyEndsAt: new Date(Date.parse(last.at) + 365 * DAY_MS).toISOString() } : {}),
    };
    const line = { id: `L${j}`, kind: 'labour' as const, description: repair.line, quantity: 1, unitPence: repair.pence, totalPence: repair.pence, addedAt: openedAt, addedBy: SYSTEM.name };
    const items = jobSaveItems(null, job, [...timeline.map((entry) => timelineItem(qrCode, entry)), lineItem(qrCode, line)], { countStatus: false });
    out.puts.push(...items.map(put));
    out.puts.push(put(putNewDeviceItem({ ...device, createdAt: openedAt, ...(customer ? { customerQr: customer.record.qrCode } : {}), ...(customer?.userId ? { ownerUserId: customer.userId } : {}) })));
    // The texts sent at booking-in and when ready, and the intake photos: their records, not the images.
    for (const [k, entry] of timeline.filter((e) => e.status === 'Checked in' || e.status === 'Ready for collection').entries()) {
      out.puts.push({ ...keys.jobMessage(qrCode, `${qrCode}-${k}`), type: 'JobMessage', id: `${qrCode}-${k}`, channel: 'sms', kind: 'status-changed', to: customer?.record.phone ?? '07800000000', summary: `Your ${spec.model} is now: ${entry.status}`, status: 'delivered', attempts: 1, requestedAt: entry.at, updatedAt: entry.at });
    }
    const photos = random.int(1, 2);
    for (let k = 0; k < photos; k++) {
      const id = `${qrCode.slice(0, 8)}${k}`;
      out.puts.push({ ...keys.jobPhoto(qrCode, id), type: 'JobPhoto', id, key: `jobs/${qrCode}/${id}.jpg`, url: `/uploads/jobs/${qrCode}/${id}.jpg`, thumbnailUrl: `/uploads/jobs/${qrCode}/${id}-320.jpg`, thumbnailKey: `jobs/${qrCode}/${id}-320.jpg`, label: k === 0 ? 'front' : 'damage', addedAt: openedAt, addedBy: SYSTEM.name });
    }
    out.puts.push({ ...keys.jobPhotoCount(qrCode), type: 'JobPhotoCount', count: photos });
    statusMoves.push({ from: null, to: status });
    if (status === 'Collected') {
      const { day: collectedDay, fields } = jobContribution(job, timeline, [line], []);
      const sum = jobRollups.get(collectedDay) ?? {};
      for (const [name, value] of Object.entries(fields)) sum[name] = (sum[name] ?? 0) + value;
      jobRollups.set(collectedDay, sum);
    }
    out.counts.jobs++;
  }
  const counts = statusCountsItem(statusMoves);
  if (counts) out.updates.push(counts);
  for (const [target, fields] of jobRollups) out.rollups.push({ cause: `scale:jobs:${dayName}:${target}`, day: target, fields });

  // Till sales and online orders, numbered from the one invoice sequence in time order.
  const documents: { at: number; make: (number: string) => void }[] = [];
  const drawerSessionId = seededUlid(dayStart + 9 * 3_600_000, seeded(context.seed, 'drawer', day));
  const drawerStaff = context.staff[day % context.staff.length]!;
  const salesFields: RollupFields = {};
  const addFields = (fields: RollupFields) => {
    for (const [name, value] of Object.entries(fields)) salesFields[name] = (salesFields[name] ?? 0) + value;
  };
  // Every method the day's rollup counts (gift cards and store credit too), at zero unless used.
  const dayTotals = { count: 0, total: 0, vat: 0, byMethod: Object.fromEntries(PAYMENT_METHODS.map((m) => [m, 0])) as MethodTotals };
  const shelf = context.products.filter((p) => !p.serialised && p.pricePence > 0);
  let moves = 1;
  for (let s = plan.before('sales', day); s < plan.before('sales', day + 1); s++) {
    const random = seeded(context.seed, 'sale', s);
    const soldMs = dayStart + random.int(9 * 60, 17 * 60 + 30) * 60_000;
    documents.push({
      at: soldMs,
      make: (invoiceNumber) => {
        const soldAt = new Date(soldMs).toISOString();
        const saleId = seededUlid(soldMs, random);
        const customer = random.chance(0.4) ? existingCustomer(context, random, day) : null;
        const staff = random.pick(context.staff);
        const lines: SaleLine[] = [];
        const lineCount = random.int(1, 3);
        for (let l = 0; l < lineCount; l++) {
          const product = shelf.length && random.chance(0.7) ? random.pick(shelf) : null;
          const quantity = product ? random.int(1, 2) : 1;
          const service = random.pick(SERVICES);
          const unitPence = product ? product.pricePence : service.unitPence;
          const gross = quantity * unitPence;
          lines.push({
            lineId: `L${l + 1}`, kind: product ? 'product' : 'custom', description: product ? product.name : service.description, ...(product ? { productId: product.id, unitCostPence: product.costPence } : {}),
            quantity, unitPence, grossPence: gross, lineDiscountPence: 0, basketDiscountPence: 0, netPence: gross,
          } as SaleLine);
        }
        const total = lines.reduce((sum, line) => sum + line.netPence, 0);
        const cash = random.chance(0.35);
        const change = cash ? Math.ceil(total / 500) * 500 - total : 0;
        const payments: SaleRecord['payments'] = cash ? [{ method: 'cash' as const, amountPence: total, tenderedPence: Math.ceil(total / 500) * 500, changePence: Math.ceil(total / 500) * 500 - total }] : [{ method: 'card' as const, amountPence: total, reference: random.digits(4) }];
        const receiptCode = receiptCodeFromBytes(Uint8Array.from({ length: RECEIPT_CODE_BYTES }, () => random.int(0, 255)));
        const customerName = customer ? `${customer.record.firstName} ${customer.record.lastName}` : undefined;
        const sale: SaleRecord = {
          saleId, invoiceNumber, receiptCode, soldAt, staff, drawerSessionId, ...(customer ? { customer: { customerQr: customer.record.qrCode, name: customerName!, ...(customer.record.email ? { email: customer.record.email } : {}) } } : {}),
          lines, subtotalPence: total, lineDiscountsPence: 0, basketDiscountPence: 0, totalPence: total, vat: vatBreakdown(total), payments, changePence: change, refundedPence: 0, refunds: [], version: 1,
        };
        const invoice: Invoice = {
          number: invoiceNumber, issuedAt: soldAt, source: { kind: 'till', saleId }, staff,
          ...(customer ? { customer: { name: customerName!, customerQr: customer.record.qrCode, ...(customer.record.email ? { email: customer.record.email } : {}), ...(customer.userId ? { userId: customer.userId } : {}) } } : {}),
          lines: lines.map((line) => ({ lineId: line.lineId, kind: line.kind, description: line.description, quantity: line.quantity, unitPence: line.unitPence, discountPence: 0, netPence: line.netPence })),
          subtotalPence: total, discountPence: 0, totalPence: total, vat: vatBreakdown(total), payments,
        };
        out.puts.push(put(saleItem(sale, null)), put(invoiceItem(invoice)), put(receiptItem({ code: receiptCode, saleId, invoiceNumber, issuedAt: soldAt, claimedAt: null, claimedBy: null })));
        out.puts.push(put(moveItem(drawerSessionId, { moveId: `${saleId}-sale`, at: soldAt, kind: 'sale', method: cash ? 'cash' : 'card', amountPence: total, invoiceNumber, saleId, by: staff } as never)));
        moves++;
        for (const line of lines) {
          if (line.kind !== 'product') continue;
          const movement = recordStockMovement({ productId: line.productId!, kind: 'sale', delta: -line.quantity, reason: `Till sale ${invoiceNumber}`, causeId: `till-sale:${saleId}`, actor: { id: staff.userId, name: staff.name }, at: new Date(soldMs) });
          out.puts.push(...movement.filter((item) => item.Put).map(put));
        }
        earn(customer, `sale:${saleId}`, { type: 'sale', id: saleId }, total, soldAt, `Till sale ${invoiceNumber}`);
        addFields(invoiceContribution(invoice, new Map(lines.filter((l) => l.unitCostPence !== undefined).map((l) => [l.lineId, l.unitCostPence!]))).fields);
        dayTotals.count++;
        dayTotals.total += total;
        dayTotals.vat += invoice.vat.vatPence;
        dayTotals.byMethod[cash ? 'cash' : 'card'] += total;
        out.counts.sales++;
      },
    });
  }
  for (let o = plan.before('orders', day); o < plan.before('orders', day + 1); o++) {
    const random = seeded(context.seed, 'order', o);
    const paidMs = dayStart + random.int(0, 23 * 60) * 60_000;
    // An online order is a signed-in customer's: the first registered one drawn (none yet: no order).
    let customer: ScaleCustomer | null = null;
    for (let tries = 0; tries < 40 && !customer?.userId; tries++) customer = existingCustomer(context, random, day);
    if (!customer?.userId || shelf.length === 0) continue;
    documents.push({
      at: paidMs,
      make: (invoiceNumber) => {
        const at = new Date(paidMs).toISOString();
        const id = seededUlid(paidMs, random);
        const product = random.pick(shelf);
        const quantity = random.int(1, 2);
        const delivery = random.chance(0.7);
        const goods = product.pricePence * quantity;
        const total = goods + (delivery ? 395 : 0);
        const late = endMs - paidMs > 7 * DAY_MS;
        const status = late ? (delivery ? 'Delivered' : 'Collected') : 'Paid';
        const order: Order = {
          id, userId: customer!.userId!, email: customer!.record.email!, firstName: customer!.record.firstName, status, fulfilment: delivery ? 'delivery' : 'collect',
          lines: [{ productId: product.id, name: product.name, sku: product.sku, unitPricePence: product.pricePence, quantity, unitIds: [], refundedQuantity: 0 }],
          goodsPence: goods, deliveryPence: delivery ? 395 : 0, totalPence: total, vatPence: vatBreakdown(total).vatPence, refundedPence: 0, refunds: [],
          holdExpiresAt: new Date(paidMs + 30 * 60_000).toISOString(), paymentSessionId: `cs_scale_${id}`, paymentUrl: `${context.siteOrigin}/pay/${id}`, paymentId: `pi_scale_${id}`,
          paymentFailures: 0, invoiceNumber, history: [{ status: 'Paid', at, by: 'system' }, ...(late ? [{ status, at: new Date(paidMs + 3 * DAY_MS).toISOString(), by: 'Shop A.' }] : [])], siteOrigin: context.siteOrigin, createdAt: at, updatedAt: at,
        } as Order;
        const invoice: Invoice = {
          number: invoiceNumber, issuedAt: at, source: { kind: 'online', orderId: id }, customer: { name: `${customer!.record.firstName} ${customer!.record.lastName}`, email: customer!.record.email, userId: customer!.userId },
          lines: [
            { lineId: 'O1', kind: 'product', description: product.name, quantity, unitPence: product.pricePence, discountPence: 0, netPence: goods },
            ...(delivery ? [{ lineId: 'O2', kind: 'shipping' as const, description: 'Delivery', quantity: 1, unitPence: 395, discountPence: 0, netPence: 395 }] : []),
          ],
          subtotalPence: total, discountPence: 0, totalPence: total, vat: vatBreakdown(total), payments: [{ method: 'online', amountPence: total }],
        };
        out.puts.push(put(newOrderItem(order)), put(invoiceItem(invoice)));
        out.puts.push(...recordStockMovement({ productId: product.id, kind: 'sale', delta: -quantity, reason: `Online order ${invoiceNumber}`, causeId: `order:${id}`, actor: { id: 'system', name: 'Online shop' }, at: new Date(paidMs) }).filter((item) => item.Put).map(put));
        earn(customer, `order:${id}`, { type: 'order', id }, total, at, `Online order ${invoiceNumber}`);
        addFields(invoiceContribution(invoice, new Map(product.costPence === undefined ? [] : [['O1', product.costPence]])).fields);
        dayTotals.count++;
        dayTotals.total += total;
        dayTotals.vat += invoice.vat.vatPence;
        dayTotals.byMethod.online += total;
        out.counts.orders++;
      },
    });
  }
  documents.sort((a, b) => a.at - b.at);
  documents.forEach((document, k) => document.make(`INV-${String(firstInvoice + k).padStart(6, '0')}`));
  out.invoices = documents.length;
  if (dayTotals.count > 0) {
    const session = { sessionId: drawerSessionId, status: 'closed' as const, openedAt: new Date(dayStart + 9 * 3_600_000).toISOString(), openedBy: drawerStaff, floatPence: 10_000, moveCount: moves, closedAt: new Date(dayStart + 18 * 3_600_000).toISOString(), closedBy: drawerStaff };
    const float = { moveId: `${drawerSessionId}-float`, at: session.openedAt, kind: 'float' as const, method: 'cash' as const, amountPence: 10_000, reason: 'Opening float', by: drawerStaff };
    // Without the open-drawer marker (the first item): the shop's own drawer keeps it.
    out.puts.push(...openSessionItems(session, float).slice(1).map(put));
    const rollup = dayRollupItem(dayName, 'sale', dayTotals.total, dayTotals.vat, dayTotals.byMethod);
    rollup.Update!.ExpressionAttributeValues = { ...rollup.Update!.ExpressionAttributeValues, ':one': dayTotals.count };
    out.updates.push(rollup);
    out.rollups.push({ cause: `scale:sales:${dayName}`, day: dayName, fields: salesFields });
  }
  for (const [userId, sum] of points) out.updates.push(accountChangeItem(userId, { points: sum.points, earned: sum.points, name: sum.name, at: sum.at }));

  // Page views, kept 396 days: the hits and their day counters.
  const hits = plan.hitsOn(day);
  if (hits > 0) {
    const random = seeded(context.seed, 'hits', day);
    const byPath = new Map<string, number>();
    let expiresAt = 0;
    for (let h = 0; h < hits; h++) {
      const path = random.pick(PAGES);
      const at = new Date(dayStart + random.int(3_600_000, 22 * 3_600_000)).toISOString();
      const item = pageHitItem({ id: `${day}-${h}`, at, path, fullUrl: `${context.siteOrigin}${path}`, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', referrer: random.chance(0.5) ? 'https://www.google.com/' : '', pageTitle: 'Device DRS', loadTime: random.int(300, 2500), clientIp: `10.0.${random.int(0, 255)}.${random.int(1, 254)}` });
      expiresAt = item.expiresAt;
      out.puts.push(item);
      byPath.set(path, (byPath.get(path) ?? 0) + 1);
    }
    out.puts.push({ ...keys.pageViewsOfDay(dayName), type: 'PageViewCounter', views: hits, day: dayName, expiresAt });
    for (const [path, views] of byPath) out.puts.push({ ...keys.pageViewsOfPath(dayName, path), type: 'PageViewCounter', views, day: dayName, path, expiresAt });
    out.counts.hits += hits;
  }
  return out;
}
