// The device repository. A device is one item keyed by its sticker's QR code; copies of its jobs'
// summaries share the partition, so a profile with its repair history is one Query. gsi1 lists an
// account's devices and gsi2 a shop customer record's.
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeviceInput, DeviceType } from '../../shared/schemas/repairs/device';
import { accountPage } from './account-pages';
import { db, tableName } from './client';
import { stripKeys } from './items';
import type { JobSummaryRecord } from './jobs';
import * as keys from './keys';
import { isConditionFailure, type TransactItems } from './transact';



export interface DeviceRecord {
  qrCode: string;
  make: string;
  model: string;
  type: DeviceType;
  colour?: string;
  imei?: string;
  serial?: string;
  createdAt: string;
  updatedAt?: string;
  /** The registered account that owns it (registered by them, or through a claimed job). */
  ownerUserId?: string;
  /** The shop customer record it came in under. */
  customerQr?: string;
  /** The latest warranty end of its collected repairs. */
  warrantyEndsAt?: string;
}

/** Blank optional fields are left out rather than stored empty. */
export function deviceFields(input: DeviceInput): Pick<DeviceRecord, 'make' | 'model' | 'type' | 'colour' | 'imei' | 'serial'> {
  return {
    make: input.make,
    model: input.model,
    type: input.type,
    ...(input.colour ? { colour: input.colour } : {}),
    ...(input.imei ? { imei: input.imei } : {}),
    ...(input.serial ? { serial: input.serial } : {}),
  };
}

function deviceItem(device: DeviceRecord): Record<string, unknown> {
  return {
    ...keys.device(device.qrCode),
    ...(device.ownerUserId ? keys.deviceOfUser(device.ownerUserId, device.createdAt, device.qrCode) : {}),
    ...(device.customerQr ? keys.deviceOfCustomer(device.customerQr, device.createdAt, device.qrCode) : {}),
    ...device,
    // `type` names the entity on every item, so the device's own type is stored as deviceType.
    deviceType: device.type,
    type: 'Device',
  };
}

function fromItem(item: Record<string, unknown>): DeviceRecord {
  // The device's own type is stored as deviceType: `type` names the entity.
  const { deviceType, ...rest } = stripKeys(item);
  return { ...(rest as unknown as DeviceRecord), type: deviceType as DeviceType };
}

export function putNewDeviceItem(device: DeviceRecord): TransactItems[number] {
  return { Put: { TableName: tableName, Item: deviceItem(device), ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Rewrites a device read earlier, only if nobody changed it since (its updatedAt is the lock). */
export function replaceDeviceItem(previous: DeviceRecord, next: DeviceRecord): TransactItems[number] {
  return {
    Put: {
      TableName: tableName,
      Item: deviceItem(next),
      ConditionExpression: previous.updatedAt ? 'updatedAt = :u' : 'attribute_not_exists(updatedAt)',
      ...(previous.updatedAt ? { ExpressionAttributeValues: { ':u': previous.updatedAt } } : {}),
    },
  };
}

export async function getDevice(qrCode: string): Promise<DeviceRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.device(qrCode), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

/** The device and its repairs, newest first: one Query of its partition. */
export async function getDeviceWithJobs(qrCode: string): Promise<{ device: DeviceRecord; jobs: JobSummaryRecord[] } | null> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.devicePartition(qrCode) },
      ScanIndexForward: false,
    }),
  );
  const item = Items.find((i) => i.sk === 'DEVICE');
  if (!item) return null;
  const jobs = Items.filter((i) => String(i.sk).startsWith(keys.jobCopyPrefix)).map((i) => i.summary as JobSummaryRecord);
  return { device: fromItem(item), jobs };
}

async function devicesIn(index: 'gsi1' | 'gsi2', pk: string): Promise<DeviceRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk AND begins_with(${index}sk, :prefix)`,
      ExpressionAttributeValues: { ':pk': pk, ':prefix': keys.devicesPrefix },
      ScanIndexForward: false,
    }),
  );
  return Items.map(fromItem);
}

export function devicesOfUser(userId: string): Promise<DeviceRecord[]> {
  return devicesIn('gsi1', keys.user(userId).pk);
}

/** One page of an account's devices, newest first (GET /api/user/device-profiles, decision 296): one Query of gsi1. */
export async function devicesOfUserPage(userId: string, cursor: string | undefined, limit: number): Promise<{ devices: DeviceRecord[]; nextCursor?: string }> {
  const { items, nextCursor } = await accountPage({ index: 'gsi1', partition: keys.user(userId).pk, prefix: keys.devicesPrefix, cursor, limit });
  return { devices: items.map(fromItem), ...(nextCursor ? { nextCursor } : {}) };
}

export function devicesOfCustomer(customerQr: string): Promise<DeviceRecord[]> {
  return devicesIn('gsi2', keys.customerPartition(customerQr));
}

export class DeviceChangedError extends Error {
  constructor() {
    super('The device changed while it was being saved');
    this.name = 'DeviceChangedError';
  }
}

/** Saves an owner's edit of the device's own fields (history and ownership are untouched). */
export async function updateDevice(previous: DeviceRecord, input: DeviceInput, now: Date): Promise<DeviceRecord> {
  const next: DeviceRecord = {
    ...previous,
    colour: undefined,
    imei: undefined,
    serial: undefined,
    ...deviceFields(input),
    updatedAt: now.toISOString(),
  };
  const put = replaceDeviceItem(previous, next).Put!;
  try {
    await db.send(new PutCommand(put));
  } catch (error) {
    if (isConditionFailure(error)) throw new DeviceChangedError();
    throw error;
  }
  return next;
}

/** Marks a device's warranty end when one of its repairs is collected (in the job's transaction). */
export function setDeviceWarrantyItem(deviceQr: string, warrantyEndsAt: string): TransactItems[number] {
  return {
    Update: {
      TableName: tableName,
      Key: keys.device(deviceQr),
      UpdateExpression: 'SET warrantyEndsAt = :end',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':end': warrantyEndsAt },
    },
  };
}

/** Gives a device with no owner yet to an account (claiming its job). */
export async function adoptDevice(device: DeviceRecord, userId: string): Promise<void> {
  if (device.ownerUserId) return;
  const keysOfOwner = keys.deviceOfUser(userId, device.createdAt, device.qrCode);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.device(device.qrCode),
        UpdateExpression: 'SET ownerUserId = :u, gsi1pk = :g1, gsi1sk = :g1s',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(ownerUserId)',
        ExpressionAttributeValues: { ':u': userId, ':g1': keysOfOwner.gsi1pk, ':g1s': keysOfOwner.gsi1sk },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** A device a customer registers themselves (/register-device). */
export async function createDevice(device: DeviceRecord): Promise<DeviceRecord> {
  await db.send(new PutCommand(putNewDeviceItem(device).Put!));
  return device;
}
