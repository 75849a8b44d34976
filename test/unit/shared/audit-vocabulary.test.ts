// The audit trail's words: the spec's client actions word for word, their details text, and the
// report range rules the browser checks before asking.
import { describe, expect, it } from 'vitest';
import { CLIENT_AUDIT_ACTIONS, auditActionLabel, clientActionDetails } from '../../../shared/audit-actions';
import { PageReportQuerySchema, UserActivityRequestSchema, daysInRange } from '../../../shared/schemas/audit';
import { defaultReportRange, rangeProblem } from '../../../frontend/src/features/audit/utils/report-days';

describe('client audit actions', () => {
  it('are the eight the spec lists', () => {
    expect(CLIENT_AUDIT_ACTIONS).toEqual([
      'security_passcode_verification_success',
      'security_passcode_verification_failed',
      'security_passcode_verification_error',
      'security_emergency_recovery_success',
      'security_emergency_recovery_failed',
      'security_emergency_recovery_error',
      'security_passcode_changed',
      'security_timeout_settings_changed',
    ]);
  });

  it('carry "Admin timeout security" plus the action in words', () => {
    expect(clientActionDetails('security_passcode_verification_failed')).toBe('Admin timeout security - passcode verification failed');
    expect(clientActionDetails('security_emergency_recovery_success')).toBe('Admin timeout security - emergency recovery success');
    expect(auditActionLabel('security_passcode_changed')).toBe('Security: passcode changed');
    expect(auditActionLabel('admin_write')).toBe('Admin change');
  });

  it('are the only actions the browser may post', () => {
    expect(UserActivityRequestSchema.safeParse({ action: 'admin_write', details: 'x' }).success).toBe(false);
    expect(UserActivityRequestSchema.safeParse({ action: 'security_passcode_changed', details: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('report ranges', () => {
  it('default to the last 30 London days, today included', () => {
    expect(defaultReportRange(new Date('2026-07-15T23:30:00Z'))).toEqual({ from: '2026-06-17', to: '2026-07-16' });
  });

  it('are checked alike in the browser and on the server', () => {
    const cases = [
      ['2026-01-01', '2026-03-31', null],
      ['2026-01-01', '2026-04-01', 'Choose a range of at most 90 days'],
      ['2026-02-02', '2026-02-01', 'from must not be after to'],
    ] as const;
    for (const [from, to, problem] of cases) {
      expect(rangeProblem(from, to), `${from}..${to}`).toBe(problem);
      const parsed = PageReportQuerySchema.safeParse({ from, to });
      expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(problem);
    }
  });

  it('list every day, across month ends and leap days', () => {
    expect(daysInRange('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});
