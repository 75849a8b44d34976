// /admin/check's answer from what the app records itself (decision 195): a timed read of the table,
// whether a bus ping came back, the newest audit records (each came through the bus), and the last
// 24 hours of email outcomes (hourly counters) and refused sign-ins and passcodes (audit index).
import { auditActionLabel } from '../../shared/audit-actions';
import type { SystemHealth } from '../../shared/schemas/system-health';
import { getAuditEntry, readAuditLog } from '../data/audit-log-query';
import { healthSince } from '../data/health-counters';
import { probeSettingsItem } from '../data/shop-settings';

const DAY_MS = 24 * 60 * 60 * 1000;
const LAST_EVENTS = 10;
/** Records read per count at most; beyond it the page says "at least". */
const COUNT_LIMIT = 500;

async function timedTableRead(): Promise<SystemHealth['table']> {
  const started = performance.now();
  try {
    await probeSettingsItem();
    return { reachable: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { reachable: false, latencyMs: Math.round(performance.now() - started), error: error instanceof Error ? error.name : 'Unknown error' };
  }
}

async function pingDelivered(pingId: string, pingAt: string): Promise<boolean> {
  const entry = await getAuditEntry(pingAt, pingId);
  return entry?.action === 'health_check';
}

export async function systemHealth(now: Date, ping?: { pingId: string; pingAt: string }): Promise<SystemHealth> {
  const table = await timedTableRead();
  const since = new Date(now.getTime() - DAY_MS);
  if (!table.reachable) {
    return {
      checkedAt: now.toISOString(),
      table,
      lastEvents: [],
      last24Hours: { emailsSent: 0, emailsFailed: 0, emailsSwitchedOff: 0, signInsFailed: 0, signInsThrottled: 0, passcodeFailures: 0, capped: false },
    };
  }
  const [delivered, last, counters, signInsFailed, passcodeFailed] = await Promise.all([
    ping ? pingDelivered(ping.pingId, ping.pingAt) : Promise.resolve(undefined),
    readAuditLog({}, LAST_EVENTS),
    healthSince(since),
    readAuditLog({ action: 'sign_in_failed', from: since.toISOString() }, COUNT_LIMIT),
    readAuditLog({ action: 'passcode_failed', from: since.toISOString() }, COUNT_LIMIT),
  ]);
  return {
    checkedAt: now.toISOString(),
    table,
    ...(delivered === undefined ? {} : { ping: { delivered } }),
    lastEvents: last.entries.map((entry) => ({ at: entry.at, action: entry.action, label: auditActionLabel(entry.action), details: entry.details })),
    last24Hours: {
      ...counters,
      signInsFailed: signInsFailed.entries.length,
      // sign-in-outcome.ts words a refusal for too many attempts this way.
      signInsThrottled: signInsFailed.entries.filter((entry) => entry.details.includes('too many failed attempts')).length,
      passcodeFailures: passcodeFailed.entries.length,
      capped: Boolean(signInsFailed.next || passcodeFailed.next),
    },
  };
}
