// Each message's attempts and outcome (email or SMS). A message about a job is kept in the job's
// partition, so the job sheet lists it with the same Query; any other message by its id, for 30 days.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MessageLogEntry, MessageOutcome } from '../../shared/schemas/repairs/messages';
import { db, tableName } from './client';
import * as keys from './keys';

const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export type MessageLogRecord = MessageLogEntry;

export interface MessageRef {
  id: string;
  jobQr?: string;
}

function keyOf(ref: MessageRef) {
  return ref.jobQr ? keys.jobMessage(ref.jobQr, ref.id) : keys.messageOutcome(ref.id);
}

export async function getMessageLog(ref: MessageRef): Promise<MessageLogRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keyOf(ref), ConsistentRead: true }));
  return (Item as MessageLogRecord | undefined) ?? null;
}

/** Counts one more attempt (creating the record on the first); answers the attempt's number. */
export async function countMessageAttempt(
  ref: MessageRef,
  message: Pick<MessageLogRecord, 'channel' | 'kind' | 'to' | 'summary'>,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keyOf(ref),
      UpdateExpression:
        'SET #type = :type, id = :id, channel = :channel, kind = :kind, #to = :to, summary = :summary, #status = :sending, requestedAt = if_not_exists(requestedAt, :at), updatedAt = :at' +
        (ref.jobQr ? '' : ', expiresAt = :expires') +
        ' ADD attempts :one',
      ExpressionAttributeNames: { '#type': 'type', '#to': 'to', '#status': 'status' },
      ExpressionAttributeValues: {
        ':type': 'MessageLog',
        ':id': ref.id,
        ':channel': message.channel,
        ':kind': message.kind,
        ':to': message.to,
        ':summary': message.summary,
        ':sending': 'sending',
        ':at': at,
        ':one': 1,
        ...(ref.jobQr ? {} : { ':expires': keys.ttlFrom(new Date(now.getTime() + KEEP_MS)) }),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Number(Attributes?.attempts ?? 1);
}

export async function recordMessageOutcome(ref: MessageRef, outcome: MessageOutcome, now: Date, error?: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keyOf(ref),
      UpdateExpression: error ? 'SET #status = :status, updatedAt = :at, lastError = :error' : 'SET #status = :status, updatedAt = :at REMOVE lastError',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': outcome, ':at': now.toISOString(), ...(error ? { ':error': error } : {}) },
    }),
  );
}
