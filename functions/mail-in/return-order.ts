// The repaired (or unrepairable) device is posted back: Received -> Returned with the tracking reference.
import type { MailInOrder } from '../../shared/schemas/mail-in';
import { MailInOrderChangedError, moveOrder } from '../data/mail-in-orders';
import { accountChannel } from '../messaging/account-channel';
import { sendCustomerMessage } from '../messaging/customer-message';
import { mailInReturnedMessage } from '../mail/templates/mail-in-returned';
import { assertMove, findOrder, lostRaceError } from './find-order';

export async function returnMailInOrder(
  reference: string,
  trackingReference: string,
  context: { now: Date; siteOrigin: string | null },
): Promise<MailInOrder> {
  const order = await findOrder(reference);
  assertMove(order, 'Returned');
  let returned: MailInOrder;
  try {
    returned = await moveOrder(order, 'Returned', { returnedAt: context.now.toISOString(), trackingReference }, context.now);
  } catch (error) {
    if (error instanceof MailInOrderChangedError) throw await lostRaceError(reference, 'Returned');
    throw error;
  }
  await sendCustomerMessage({
    id: `mail-in-${reference}-returned`,
    channel: (await accountChannel(returned.userId)) ?? 'email',
    contact: returned.contact,
    jobQr: returned.jobQrCode,
    email: { kind: 'mail-in-returned', content: mailInReturnedMessage(returned, context.siteOrigin) },
    sms: { kind: 'mail-in-returned', values: { firstName: returned.contact.name.split(' ')[0], reference, device: `${returned.device.make} ${returned.device.model}` } },
  });
  return returned;
}
