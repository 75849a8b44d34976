// The messages sent about a job, as the job sheet lists them, and the per-job channel staff can set.
import * as z from 'zod/mini';
import { MessageChannelSchema } from '../../messaging/channels';

export const MessageOutcomeSchema = z.enum(['sending', 'sent', 'failed', 'opted-out']);
export type MessageOutcome = z.infer<typeof MessageOutcomeSchema>;

export const MessageLogEntrySchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  kind: z.string(),
  to: z.string(),
  /** The email's subject or the text itself. */
  summary: z.string(),
  status: MessageOutcomeSchema,
  attempts: z.number(),
  lastError: z.optional(z.string()),
  requestedAt: z.string(),
  updatedAt: z.string(),
});
export type MessageLogEntry = z.infer<typeof MessageLogEntrySchema>;

/** PUT /api/admin/jobs/{qrCode}/message-channel: staff override of how this job's customer hears. */
export const JobMessageChannelRequestSchema = z.object({
  /** null: back to the customer's own choice. */
  channel: z.nullable(MessageChannelSchema),
});
