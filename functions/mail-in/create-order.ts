// A signed-in customer places a mail-in order; the confirmation email tells them where and how to post.
import type { CreateMailInOrderRequest, MailInOrder } from '../../shared/schemas/mail-in';
import { compactDevice } from '../bookings/compact-device';
import { newReference } from '../bookings/reference';
import { ReferenceTakenError, insertOrder } from '../data/mail-in-orders';
import { getUserById } from '../data/users';
import { NotAuthenticatedError } from '../lib/http-errors';
import { requestEmail } from '../mail/request-email';
import { mailInOrderConfirmedMessage } from '../mail/templates/mail-in-order-confirmed';

const REFERENCE_ATTEMPTS = 3;

export async function createMailInOrder(
  input: CreateMailInOrderRequest,
  context: { userId: string; now: Date; siteOrigin: string | null },
): Promise<MailInOrder> {
  const user = await getUserById(context.userId);
  if (!user) throw new NotAuthenticatedError();
  for (let attempt = 1; ; attempt++) {
    const order: MailInOrder = {
      reference: newReference('MI'),
      state: 'Awaiting device',
      device: compactDevice(input.device),
      problem: input.problem,
      returnAddress: input.returnAddress,
      contact: { name: `${user.firstName} ${user.lastName}`, phone: user.phone, email: user.email },
      userId: user.id,
      createdAt: context.now.toISOString(),
    };
    try {
      await insertOrder(order);
      await requestEmail('mail-in-order-confirmed', order.contact.email, mailInOrderConfirmedMessage(order, context.siteOrigin));
      return order;
    } catch (error) {
      if (error instanceof ReferenceTakenError && attempt < REFERENCE_ATTEMPTS) continue;
      throw error;
    }
  }
}
