// Services (repair types) and the price list. All services share one partition and the whole price
// list another, sorted by service, make and model (decision 120): /services and /pricing are one
// Query each, a service's prices one Query on a prefix, and no page ever Scans.
import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { slugify } from '../../shared/schemas/content/fields';
import type { PriceInput, PriceRow, Service, ServiceInput } from '../../shared/schemas/content/services';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { queryAll } from './query-all';
import { isConditionFailure } from './transact';

export type ServiceRecord = Omit<Service, 'fromPence'>;

export async function listServiceRecords(): Promise<ServiceRecord[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.servicesPartition } });
  return items.map((item) => stripKeys(item) as unknown as ServiceRecord);
}

export async function getServiceRecord(id: string): Promise<ServiceRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.service(id) }));
  return Item ? (stripKeys(Item) as unknown as ServiceRecord) : null;
}

/** Writes a service; `mustExist` true updates one, false creates one whose id is not taken. Answers false when that condition fails. */
export async function putServiceRecord(service: ServiceRecord, mustExist: boolean): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.service(service.id), type: 'Service', ...service },
        ConditionExpression: mustExist ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export function serviceRecordFrom(id: string, input: ServiceInput, now: Date): ServiceRecord {
  return {
    id,
    name: input.name,
    summary: input.summary,
    description: input.description,
    deviceTypes: [...new Set(input.deviceTypes)],
    duration: input.duration,
    warrantyMonths: input.warrantyMonths,
    retired: input.retired ?? false,
    ...(input.vatTreatment ? { vatTreatment: input.vatTreatment } : {}),
    updatedAt: now.toISOString(),
  };
}

/** One row per (service, make, model): the same model typed with other capitals or spaces is the same row. */
export function priceRowId(serviceId: string, make: string, model: string): string {
  return `${serviceId}#${slugify(make)}#${slugify(model)}`;
}

export function priceRowFrom(input: PriceInput, now: Date): PriceRow {
  return {
    id: priceRowId(input.serviceId, input.make, input.model),
    serviceId: input.serviceId,
    make: input.make,
    model: input.model,
    deviceType: input.deviceType,
    kind: input.kind,
    ...(input.kind === 'quote' ? {} : { pricePence: input.pricePence }),
    grades: input.kind === 'quote' ? [] : (input.grades ?? []),
    ...(input.duration ? { duration: input.duration } : {}),
    retired: input.retired ?? false,
    ...(input.vatTreatment ? { vatTreatment: input.vatTreatment } : {}),
    updatedAt: now.toISOString(),
  };
}

function priceItem(row: PriceRow): Record<string, unknown> {
  return { ...keys.priceRow(row.id), type: 'PriceRow', ...row };
}

/** The whole price list, current and retired rows, sorted by service, make and model. */
export async function listPriceRows(): Promise<PriceRow[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.pricesPartition } });
  return items.map((item) => stripKeys(item) as unknown as PriceRow);
}

export async function listPriceRowsOfService(serviceId: string): Promise<PriceRow[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.pricesPartition, ':prefix': keys.pricesOfServicePrefix(serviceId) },
  });
  return items.map((item) => stripKeys(item) as unknown as PriceRow);
}

export async function putPriceRow(row: PriceRow): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: priceItem(row) }));
}

/** Writes many rows, 25 to a request, resending whatever DynamoDB leaves unprocessed. */
export async function putPriceRows(rows: readonly PriceRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 25) {
    let requests: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string] = rows
      .slice(start, start + 25)
      .map((row) => ({ PutRequest: { Item: priceItem(row) } }));
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept price rows unprocessed');
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = UnprocessedItems?.[tableName] ?? [];
    }
  }
}
