// The one way server code records an audit event: who (from the session or the sign-in), what, when,
// client address and user agent. The record travels on the bus; the audit consumer stores it once.
import { ulid } from 'ulid';
import type { AuditAction } from '../../shared/audit-actions';
import type { AuditEntry, AuditRequest } from '../../shared/schemas/audit-entry';
import { auditRecordedEvent } from '../../shared/events';
import { publishEvent } from '../events/publish-event';
import { logger } from '../lib/logger';

const MAX_USER_AGENT = 512;

export interface AuditInput {
  action: AuditAction;
  details: string;
  /** Where the request came from: the handler's caller. */
  caller: { clientIp: string; userAgent: string };
  /** Who: the signed-in user, or the account a sign-in was for. Absent when nobody is known. */
  userId?: string | null;
  /** Given when the publisher has it at hand; otherwise the consumer looks it up from userId. */
  username?: string;
  request?: AuditRequest;
  approvedBy?: AuditEntry['approvedBy'];
  source?: AuditEntry['source'];
  now?: Date;
}

export function auditEntryFrom(input: AuditInput): AuditEntry {
  const now = input.now ?? new Date();
  return {
    id: ulid(now.getTime()),
    at: now.toISOString(),
    action: input.action,
    details: input.details,
    ...(input.userId ? { userId: input.userId } : {}),
    ...(input.username ? { username: input.username } : {}),
    clientIp: input.caller.clientIp,
    userAgent: input.caller.userAgent.slice(0, MAX_USER_AGENT),
    source: input.source ?? 'server',
    ...(input.request ? { request: input.request } : {}),
    ...(input.approvedBy ? { approvedBy: input.approvedBy } : {}),
  };
}

/**
 * Publishes the record. A bus failure does not fail the request (what it records has already
 * happened, decision 036): the whole record goes to the error log instead, where alarms see it.
 */
export async function recordAudit(input: AuditInput): Promise<void> {
  const entry = auditEntryFrom(input);
  try {
    await publishEvent(auditRecordedEvent, entry);
  } catch (error) {
    logger.error('Audit record could not be published', { auditEntry: entry, error: error as Error });
  }
}
