// The posted device has arrived: the order moves to Received and a job is opened (openJob), the
// order's move inside the job's transaction, so an order opens one job only (decision 093).
import type { MailInOrder, ReceiveMailInRequest } from '../../shared/schemas/mail-in';
import { linkJob, moveOrderWrite } from '../data/mail-in-orders';
import type { Session } from '../data/sessions';
import { TransactionCancelledError } from '../data/transact';
import { accountChannel } from '../messaging/account-channel';
import { sendCustomerMessage } from '../messaging/customer-message';
import { mailInReceivedMessage } from '../mail/templates/mail-in-received';
import { actorOf } from '../repairs/actors';
import { openJob } from '../repairs/open-job';
import { assertMove, findOrder, lostRaceError } from './find-order';

export interface ReceivedOrder {
  order: MailInOrder;
  jobQrCode: string;
  jobNumber: string;
  newDevice: boolean;
}

export async function receiveMailInOrder(
  reference: string,
  input: ReceiveMailInRequest,
  context: { session: Session; now: Date; siteOrigin: string | null },
): Promise<ReceivedOrder> {
  const order = await findOrder(reference);
  assertMove(order, 'Received');
  let opened;
  try {
    opened = await openJob({
      source: 'mail-in',
      sourceRef: reference,
      status: 'Checked in',
      customer: { userId: order.userId },
      device: order.device,
      fault: order.problem,
      intake: input.intake,
      ...(input.estimatePence !== undefined ? { estimatePence: input.estimatePence } : {}),
      ...(input.promisedAt ? { promisedAt: input.promisedAt } : {}),
      ...(input.technician ? { technician: input.technician } : {}),
      openedBy: await actorOf(context.session),
      now: context.now,
      siteOrigin: context.siteOrigin,
      alsoWrite: [moveOrderWrite(order, 'Received', { receivedAt: context.now.toISOString() }, context.now)],
    });
  } catch (error) {
    // The order's move is the transaction's last item: its condition failing means the order moved
    // meanwhile (received at another screen, or cancelled), and no job was written.
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(error.reasons.length - 1)) {
      throw await lostRaceError(reference, 'Received');
    }
    throw error;
  }
  const { job, newDevice } = opened;
  const linked = await linkJob(reference, job);
  await sendCustomerMessage({
    id: `mail-in-${reference}-received`,
    channel: (await accountChannel(order.userId)) ?? 'email',
    contact: linked.contact,
    jobQr: job.qrCode,
    email: { kind: 'mail-in-received', content: mailInReceivedMessage(linked, job.jobNumber, context.siteOrigin) },
    sms: {
      kind: 'mail-in-received',
      values: { firstName: linked.contact.name.split(' ')[0], reference, jobNumber: job.jobNumber, device: `${linked.device.make} ${linked.device.model}` },
    },
  });
  return { order: linked, jobQrCode: job.qrCode, jobNumber: job.jobNumber, newDevice };
}
