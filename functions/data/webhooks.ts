// The webhook repository: endpoints (with their signing secrets) and the delivery log. Endpoints are
// edited with an optimistic lock on updatedAt; a delivery is written once per event and endpoint and
// then only has attempts appended, and expires from the table 30 days after it was made.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { WebhookDeliverySchema, WebhookEndpointWithSecretSchema, type WebhookAttempt, type WebhookDelivery, type WebhookDeliveryState, type WebhookEndpointWithSecret } from '../../shared/schemas/webhooks';
import { db, tableName } from './client';
import { queryAll } from './query-all';
import { ttlFrom } from './keys';
import { isConditionFailure } from './transact';
import { webhookKeys } from './webhook-keys';

/** An endpoint as stored: with its secret, which only the owner's reveal and the signer read. */
export type StoredWebhookEndpoint = WebhookEndpointWithSecret;

const StoredEndpointSchema = WebhookEndpointWithSecretSchema;


/** How long the log keeps a delivery: past its 24 hours of retries, long enough to look back a month. */
export const DELIVERY_RETENTION_DAYS = 30;

export class WebhookEndpointChangedError extends Error {
  constructor() {
    super('The endpoint was changed by someone else; reload it and try again');
    this.name = 'WebhookEndpointChangedError';
  }
}

function toEndpoint(item: Record<string, unknown>): StoredWebhookEndpoint {
  return StoredEndpointSchema.parse(item);
}

function toDelivery(item: Record<string, unknown>): WebhookDelivery {
  return WebhookDeliverySchema.parse(item);
}

/** Every endpoint, oldest first: one Query. */
export async function listWebhookEndpoints(): Promise<StoredWebhookEndpoint[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': webhookKeys.endpointsPartition, ':prefix': webhookKeys.endpointPrefix },
  });
  return items.map(toEndpoint);
}

export async function getWebhookEndpoint(endpointId: string): Promise<StoredWebhookEndpoint | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: webhookKeys.endpoint(endpointId), ConsistentRead: true }));
  return Item ? toEndpoint(Item) : null;
}

/** Writes a new endpoint, or the endpoint as read at `previousUpdatedAt`. */
export async function putWebhookEndpoint(endpoint: StoredWebhookEndpoint, previousUpdatedAt?: string): Promise<void> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...webhookKeys.endpoint(endpoint.id), type: 'WebhookEndpoint', ...endpoint },
        ...(previousUpdatedAt
          ? { ConditionExpression: 'updatedAt = :before', ExpressionAttributeValues: { ':before': previousUpdatedAt } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new WebhookEndpointChangedError();
    throw error;
  }
}

/** Removes the endpoint; its deliveries expire with their TTL. False when there was none. */
export async function deleteWebhookEndpoint(endpointId: string): Promise<boolean> {
  try {
    await db.send(new DeleteCommand({ TableName: tableName, Key: webhookKeys.endpoint(endpointId), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A failed attempt: starts the endpoint's failure clock unless it runs already; answers the endpoint after. */
export async function markWebhookFailing(endpointId: string, at: string): Promise<StoredWebhookEndpoint | null> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: webhookKeys.endpoint(endpointId),
        UpdateExpression: 'SET failingSince = if_not_exists(failingSince, :at)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toEndpoint(Attributes) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** A successful attempt stops the failure clock. */
export async function markWebhookHealthy(endpointId: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: webhookKeys.endpoint(endpointId),
        UpdateExpression: 'REMOVE failingSince',
        ConditionExpression: 'attribute_exists(failingSince)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Switches an enabled endpoint off; false when it was off already (so its owner is told once). */
export async function disableWebhookEndpoint(endpointId: string, reason: string, at: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: webhookKeys.endpoint(endpointId),
        UpdateExpression: 'SET enabled = :off, disabledReason = :reason, updatedAt = :at',
        ConditionExpression: 'enabled = :on',
        ExpressionAttributeValues: { ':off': false, ':on': true, ':reason': reason, ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Writes the delivery unless the same event reached the same endpoint before (a redelivered bus event); true when written. */
export async function putWebhookDeliveryIfNew(delivery: WebhookDelivery): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...webhookKeys.delivery(delivery.endpointId, delivery.id),
          ...delivery,
          expiresAt: ttlFrom(new Date(new Date(delivery.createdAt).getTime() + DELIVERY_RETENTION_DAYS * 24 * 60 * 60 * 1000)),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getWebhookDelivery(endpointId: string, deliveryId: string): Promise<WebhookDelivery | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: webhookKeys.delivery(endpointId, deliveryId), ConsistentRead: true }));
  return Item ? toDelivery(Item) : null;
}

/** Appends one attempt and sets the delivery's state and next attempt; answers the delivery after. */
export async function recordWebhookAttempt(
  endpointId: string,
  deliveryId: string,
  attempt: WebhookAttempt,
  state: WebhookDeliveryState,
  nextAttemptAt: string | null,
): Promise<WebhookDelivery> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: webhookKeys.delivery(endpointId, deliveryId),
      UpdateExpression: `SET attempts = list_append(attempts, :attempt), #state = :state${nextAttemptAt ? ', nextAttemptAt = :next' : ''}${nextAttemptAt ? '' : ' REMOVE nextAttemptAt'}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':attempt': [attempt], ':state': state, ...(nextAttemptAt ? { ':next': nextAttemptAt } : {}) },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toDelivery(Attributes!);
}

/** The endpoint's newest deliveries, newest first: one Query. */
export async function listWebhookDeliveries(endpointId: string, limit = 50): Promise<WebhookDelivery[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': webhookKeys.deliveriesPartition(endpointId), ':prefix': webhookKeys.deliveryPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map(toDelivery);
}
