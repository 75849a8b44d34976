// Finds an order for a caller: a customer only ever finds their own (another's is "not found").
import { canMoveMailIn, refusedMailInMoveMessage, type MailInState } from '../../shared/bookings/mail-in-rules';
import type { MailInOrder } from '../../shared/schemas/mail-in';
import { getOrder } from '../data/mail-in-orders';
import { ConflictError, NotFoundError } from '../lib/http-errors';

export function orderNotFound(): NotFoundError {
  return new NotFoundError('Mail-in order not found');
}

export async function findOrder(reference: string, ownerUserId?: string): Promise<MailInOrder> {
  const order = await getOrder(reference);
  if (!order || (ownerUserId !== undefined && order.userId !== ownerUserId)) throw orderNotFound();
  return order;
}

/** 409 with the table's words when the order cannot move from its state to `to`. */
export function assertMove(order: MailInOrder, to: MailInState): void {
  if (!canMoveMailIn(order.state, to)) throw new ConflictError(refusedMailInMoveMessage(order.state, to));
}

/** The 409 for a move that lost a race: says what state the order is in now. */
export async function lostRaceError(reference: string, to: MailInState): Promise<ConflictError> {
  const latest = await getOrder(reference);
  return new ConflictError(refusedMailInMoveMessage(latest?.state ?? 'Cancelled', to));
}
