// Opens a job: the one way a job comes to exist, whether walked in at the counter, checked in from a
// booking, received by post or opened as a warranty claim. One transaction writes the job, its first
// timeline entry, its summary copies, a new device if there is one, and whatever the caller adds
// (a booking's check-in, a mail-in order's receipt), so nothing is ever half-written. A customer with
// a phone number always ends up with a shop record (decision 115): the job joins the record of that
// phone, or a new record is written in the same transaction.
import type { MessageChannel } from '../../shared/messaging/channels';
import { ulid } from 'ulid';
import type { DeviceInput } from '../../shared/schemas/repairs/device';
import type { Actor } from '../../shared/schemas/repairs/fields';
import type { IntakeChecklist } from '../../shared/schemas/repairs/intake';
import { customerQrOfPhone, getCustomer, newCustomerItems, type CustomerRecord } from '../data/customers';
import { deviceFields, getDevice, putNewDeviceItem, type DeviceRecord } from '../data/devices';
import {
  nextJobNumber,
  saveJob,
  timelineItem,
  type JobCustomerRecord,
  type JobRecord,
  type JobSource,
  type TimelineRecord,
} from '../data/jobs';
import { TransactionCancelledError, type TransactItems } from '../data/transact';
import { getUserById } from '../data/users';
import { BadRequestError, NotFoundError } from '../lib/http-errors';
import { announceJobStatus, notifyStatusChange } from './notify-customer';
import { customerCreatedEvent } from '../../shared/events';
import { announce } from '../events/announce';
import { newQrCode } from './qr-codes';


export interface OpenJobContact {
  firstName: string;
  lastName?: string;
  /** UK mobile, 07 and 9 digits, no spaces. */
  phone?: string;
  email?: string;
}

export interface OpenJobInput {
  source: JobSource;
  /** The booking reference or mail-in order reference the job comes from. */
  sourceRef?: string;
  /**
   * 'Checked in' (default): the device is in the shop. 'Booked': a job sheet ahead of the visit
   * (intake may then be left out until check-in).
   */
  status?: 'Booked' | 'Checked in';
  /**
   * Whose job it is; all optional (a walk-in may stay anonymous until claimed). `userId`: a
   * registered account (booked or sent while signed in); `customerQr`: a shop customer record;
   * `contact`: the details given (a guest booking). Contact details default to the account's or the
   * record's.
   */
  customer?: { userId?: string; customerQr?: string; contact?: OpenJobContact };
  /** An existing device by its QR code, or a new device (it gets its own QR code). */
  device: { qrCode: string } | DeviceInput;
  fault: string;
  intake?: IntakeChecklist;
  estimatePence?: number;
  /** ISO-8601 UTC. */
  promisedAt?: string;
  technician?: string;
  /** A warranty claim: the collected job it claims against (checked by openWarrantyClaim). */
  warrantyOf?: { qrCode: string; jobNumber: string };
  openedBy: Actor;
  now: Date;
  /** The site origin for the tracking link in the customer's email (siteOriginOf(event)); null sends none. */
  siteOrigin: string | null;
  /** How the customer asked to hear (a booking's choice); absent: their account's, else email. */
  messageChannel?: MessageChannel;
  /** More writes for the same transaction, e.g. the booking's own status change. */
  alsoWrite?: TransactItems;
}

export interface OpenedJob {
  job: JobRecord;
  /** True when a device was created with the job (its QR label should be printed). */
  newDevice: boolean;
}

interface ResolvedCustomer {
  customer: JobCustomerRecord;
  /** A shop record to write with the job: nobody's record had the customer's phone yet. */
  newRecord?: CustomerRecord;
}

async function resolveCustomer(input: OpenJobInput['customer'], now: Date): Promise<ResolvedCustomer | undefined> {
  if (!input) return undefined;
  let base: OpenJobContact | undefined;
  let userId = input.userId;
  let customerQr: string | undefined;
  if (input.customerQr) {
    let record = await getCustomer(input.customerQr);
    // A record on its way into another (decision 116): the job joins the one that stays.
    if (record?.mergingInto) record = await getCustomer(record.mergingInto);
    if (!record) throw new NotFoundError('No customer record has that QR code');
    base = record;
    customerQr = record.qrCode;
    // A record already linked to an account: the new job goes straight into that account.
    userId ??= record.userId;
  }
  if (input.userId) {
    const user = await getUserById(input.userId);
    if (!user) throw new NotFoundError('No account has that id');
    base ??= user;
  }
  const contact = { ...base, ...input.contact };
  if (!contact.firstName) throw new BadRequestError('The customer needs at least a first name');
  const customer: JobCustomerRecord = {
    ...(customerQr ? { customerQr } : {}),
    ...(userId ? { userId } : {}),
    firstName: contact.firstName,
    ...(contact.lastName ? { lastName: contact.lastName } : {}),
    ...(contact.phone ? { phone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email.toLowerCase() } : {}),
  };
  return customer.customerQr || !customer.phone ? { customer } : withShopRecord(customer, customer.phone, now);
}

/** The record of the customer's phone, or a new one (linked to their account when the job has one). */
async function withShopRecord(customer: JobCustomerRecord, phone: string, now: Date): Promise<ResolvedCustomer> {
  const existing = await customerQrOfPhone(phone);
  if (existing) return { customer: { ...customer, customerQr: existing } };
  const record: CustomerRecord = {
    qrCode: newQrCode(),
    firstName: customer.firstName,
    lastName: customer.lastName ?? '',
    phone,
    ...(customer.email ? { email: customer.email } : {}),
    ...(customer.userId ? { userId: customer.userId } : {}),
    createdAt: now.toISOString(),
  };
  return { customer: { ...customer, customerQr: record.qrCode }, newRecord: record };
}

async function resolveDevice(
  input: OpenJobInput['device'],
  customer: JobCustomerRecord | undefined,
  now: Date,
): Promise<{ device: DeviceRecord; isNew: boolean }> {
  if ('qrCode' in input) {
    const device = await getDevice(input.qrCode);
    if (!device) throw new NotFoundError('No device has that QR code');
    return { device, isNew: false };
  }
  const device: DeviceRecord = {
    qrCode: newQrCode(),
    ...deviceFields(input),
    createdAt: now.toISOString(),
    ...(customer?.userId ? { ownerUserId: customer.userId } : {}),
    ...(customer?.customerQr ? { customerQr: customer.customerQr } : {}),
  };
  return { device, isNew: true };
}

export async function openJob(input: OpenJobInput): Promise<OpenedJob> {
  const status = input.status ?? 'Checked in';
  if (status === 'Checked in' && !input.intake) throw new BadRequestError('The intake checklist is needed to check a device in');
  const jobNumber = await nextJobNumber();
  try {
    return await writeJob(input, status, jobNumber);
  } catch (error) {
    // Another job wrote a record for the same new phone a moment earlier: this one joins it.
    if (error instanceof PhoneTakenMeanwhileError) return writeJob(input, status, jobNumber);
    throw error;
  }
}

class PhoneTakenMeanwhileError extends Error {}

async function writeJob(input: OpenJobInput, status: 'Booked' | 'Checked in', jobNumber: string): Promise<OpenedJob> {
  const resolved = await resolveCustomer(input.customer, input.now);
  const customer = resolved?.customer;
  const { device, isNew } = await resolveDevice(input.device, customer, input.now);
  const at = input.now.toISOString();
  const job: JobRecord = {
    qrCode: newQrCode(),
    jobNumber,
    status,
    source: input.source,
    ...(input.sourceRef ? { sourceRef: input.sourceRef } : {}),
    version: 1,
    ...(customer ? { customer } : {}),
    device: {
      qrCode: device.qrCode,
      make: device.make,
      model: device.model,
      type: device.type,
      ...(device.colour ? { colour: device.colour } : {}),
      ...(device.imei ? { imei: device.imei } : {}),
      ...(device.serial ? { serial: device.serial } : {}),
    },
    fault: input.fault,
    ...(input.intake ? { intake: input.intake } : {}),
    ...(input.estimatePence !== undefined ? { estimatePence: input.estimatePence } : {}),
    ...(input.technician ? { technician: input.technician } : {}),
    ...(input.promisedAt ? { promisedAt: new Date(input.promisedAt).toISOString() } : {}),
    ...(input.warrantyOf ? { warrantyOf: input.warrantyOf } : {}),
    ...(input.messageChannel ? { messageChannel: input.messageChannel } : {}),
    openedAt: at,
    updatedAt: at,
  };
  const entry: TimelineRecord = {
    id: ulid(input.now.getTime()),
    at,
    kind: 'status',
    visibility: 'customer',
    status,
    message: input.warrantyOf ? `Warranty claim against ${input.warrantyOf.jobNumber}` : undefined,
    by: input.openedBy,
  };
  const recordItems = resolved?.newRecord ? newCustomerItems(resolved.newRecord) : [];
  const alsoWrite = input.alsoWrite ?? [];
  try {
    // The caller's items stay last: callers read a failed condition there as a lost race.
    await saveJob(null, job, [...(isNew ? [putNewDeviceItem(device)] : []), timelineItem(job.qrCode, entry), ...recordItems, ...alsoWrite]);
  } catch (error) {
    const phoneItem = error instanceof TransactionCancelledError ? error.reasons.length - alsoWrite.length - recordItems.length : -1;
    if (recordItems.length && error instanceof TransactionCancelledError && error.conditionFailedAt(phoneItem)) throw new PhoneTakenMeanwhileError();
    throw error;
  }
  await notifyStatusChange(job, entry, input.siteOrigin);
  await announceJobStatus('opened', job, entry);
  if (resolved?.newRecord) await announce(customerCreatedEvent, { customerId: resolved.newRecord.qrCode, at: resolved.newRecord.createdAt });
  return { job, newDevice: isNew };
}
