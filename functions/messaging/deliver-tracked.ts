// Sends one message at most once and records how it went, for both emails and texts. Each delivery
// of the event is one attempt: a failure is retried by the bus (Lambda's two retries in the cloud, the
// local bus's alike) until the third, which is recorded as failed instead of thrown, so staff see it
// on the job rather than it vanishing into a dead-letter queue. Opt-outs are final at once.
import type { MessageOutcome } from '../../shared/schemas/repairs/messages';
import { countMessageAttempt, getMessageLog, recordMessageOutcome, type MessageLogRecord, type MessageRef } from '../data/message-log';
import { logger } from '../lib/logger';
import { isFinalSendError } from '../sms/sms-errors';

export const MAX_SEND_ATTEMPTS = 3;

export type TrackedMessage = MessageRef & Pick<MessageLogRecord, 'channel' | 'kind' | 'to' | 'summary'>;

export async function deliverTracked(message: TrackedMessage, send: () => Promise<void>, now: () => Date = () => new Date()): Promise<MessageOutcome> {
  const existing = await getMessageLog(message);
  if (existing && existing.status !== 'sending') {
    logger.info('Message already settled', { messageId: message.id, status: existing.status });
    return existing.status;
  }
  const attempt = await countMessageAttempt(message, message, now());
  try {
    await send();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (isFinalSendError(error)) {
      await recordMessageOutcome(message, error.outcome, now(), reason);
      logger.warn('Message not sent', { messageId: message.id, kind: message.kind, reason });
      return error.outcome;
    }
    if (attempt >= MAX_SEND_ATTEMPTS) {
      await recordMessageOutcome(message, 'failed', now(), reason);
      logger.error('Message failed after every attempt', { messageId: message.id, kind: message.kind, attempts: attempt, error: error as Error });
      return 'failed';
    }
    await recordMessageOutcome(message, 'sending', now(), reason);
    throw error;
  }
  await recordMessageOutcome(message, 'sent', now());
  return 'sent';
}
