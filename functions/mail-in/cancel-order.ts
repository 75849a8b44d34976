// The customer cancels their own order while the shop is still awaiting the device.
import type { MailInOrder } from '../../shared/schemas/mail-in';
import { MailInOrderChangedError, moveOrder } from '../data/mail-in-orders';
import { assertMove, findOrder, lostRaceError } from './find-order';

export async function cancelMailInOrder(reference: string, userId: string, now: Date): Promise<MailInOrder> {
  const order = await findOrder(reference, userId);
  assertMove(order, 'Cancelled');
  try {
    return await moveOrder(order, 'Cancelled', { cancelledAt: now.toISOString() }, now);
  } catch (error) {
    if (error instanceof MailInOrderChangedError) throw await lostRaceError(reference, 'Cancelled');
    throw error;
  }
}
