// Provider payment events handled (decision 134): each event's marker is written in the same
// transaction as its effect, on condition that none is there, so a replayed or duplicated event
// changes nothing twice. The marker keeps what to announce and ask again on a replay.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import * as keys from './keys';
import type { TransactItem } from './transact';

/** A refund the webhook decided, whose intent its transaction records (decision 230): asked of the provider after the commit. */
export interface RefundAsked {
  intentKey: string;
  paymentId: string;
  amountPence: number;
  /** For the logs: `order:<id>`, `deposit:<job number>`. */
  reference: string;
}

export interface HandledPaymentEvent {
  /** Invoice numbers the effect issued. */
  documents: string[];
  /** Refunds the effect asked for. */
  refunds: RefundAsked[];
}

/** The event's marker, or null when it was never handled. */
export async function getHandledPaymentEvent(eventId: string): Promise<HandledPaymentEvent | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.paymentEvent(eventId), ConsistentRead: true }));
  if (!Item) return null;
  return { documents: (Item.documents as string[] | undefined) ?? [], refunds: (Item.refunds as RefundAsked[] | undefined) ?? [] };
}

/** The event's marker, only if it has none yet: the first item of its effect's transaction. */
export function paymentEventHandledItem(
  event: { id: string; type: string; reference?: string },
  at: Date,
  effect: { documents?: readonly string[]; refunds?: readonly RefundAsked[] },
): TransactItem {
  const documents = effect.documents?.length ? { documents: effect.documents } : {};
  const refunds = effect.refunds?.length ? { refunds: effect.refunds } : {};
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.paymentEvent(event.id), type: event.type, reference: event.reference, at: at.toISOString(), ...documents, ...refunds },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
