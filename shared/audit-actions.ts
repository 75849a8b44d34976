// The audit trail's vocabulary: which actions exist, who may report each, and the words a person
// reads in the activity log. The browser and the server both import this, so the names never drift.
import * as z from 'zod/mini';

/**
 * Actions the browser reports through POST /api/user-activity (SPEC section 7, word for word).
 * All of them are the admin timeout dialog's, so only an admin may report them (decision 071).
 */
export const CLIENT_AUDIT_ACTIONS = [
  'security_passcode_verification_success',
  'security_passcode_verification_failed',
  'security_passcode_verification_error',
  'security_emergency_recovery_success',
  'security_emergency_recovery_failed',
  'security_emergency_recovery_error',
  'security_passcode_changed',
  'security_timeout_settings_changed',
] as const;

export const ClientAuditActionSchema = z.enum(CLIENT_AUDIT_ACTIONS);
export type ClientAuditAction = z.infer<typeof ClientAuditActionSchema>;

/**
 * Actions the server records by itself; the client can never post these.
 * - sign_in_success / sign_in_failed: every outcome of POST /api/login and /api/login/2fa.
 * - sign_out: POST /api/logout with a live session.
 * - role_changed: an admin changed a user's role (the target's sessions are revoked).
 * - passcode_changed / timeout_settings_changed: the server side of the admin timeout dialog.
 * - passcode_failed: every wrong admin passcode, not only the one that locks (issue 12).
 * - data_exported / account_closed: a customer downloaded their data; an account was closed (UK GDPR).
 * - emergency_recovery: POST /api/auth/login outcomes (the timeout area records them).
 * - admin_write: any successful non-GET request to an admin endpoint (route, method, path, status).
 * - customer_merged: two shop customer records of one person became one (decision 116).
 * - accounting_exported: invoices, credit notes and payments exported for the bookkeeper (decision 188).
 * - settings_changed: a section of the shop's settings or a site function changed (which fields, decision 190).
 * - health_check: /admin/check's event bus ping; stored by the audit consumer, it proves delivery (decision 195).
 * - job_collected: a repair was collected, on the job sheet or at the till, and where (decision 242).
 * - api_call: every call made with an API key, under the key's name: route, method, path, status (decision 274).
 * - api_key_created / api_key_revoked: the owner made or revoked an API key (decision 274).
 * - staff_role_changed: the owner created, renamed, deleted or reset a staff role or changed its permissions (decision 265).
 * - staff_invited / staff_invitation_withdrawn / staff_joined: the owner's staff invitations and their
 *   acceptance; staff_suspended / staff_restored / two_factor_reset: the owner's changes to a member (issue 28).
 * - shift_edited: a manager corrected a member's clock-in or clock-out, with the times and the reason (decision 260).
 * - manager_approval: a manager's passcode approved another member's refund, discount or drawer difference (decision 268).
 */
export const SERVER_AUDIT_ACTIONS = [
  'sign_in_success',
  'sign_in_failed',
  'sign_out',
  'role_changed',
  'passcode_changed',
  'timeout_settings_changed',
  'emergency_recovery',
  'admin_write',
  'passcode_failed',
  'data_exported',
  'account_closed',
  'customer_merged',
  'accounting_exported',
  'settings_changed',
  'health_check',
  'job_collected',
  'api_call',
  'api_key_created',
  'api_key_revoked',
  'staff_role_changed',
  'staff_invited',
  'staff_invitation_withdrawn',
  'staff_joined',
  'staff_suspended',
  'staff_restored',
  'two_factor_reset',
  'shift_edited',
  'manager_approval',
] as const;

export const ServerAuditActionSchema = z.enum(SERVER_AUDIT_ACTIONS);
export type ServerAuditAction = z.infer<typeof ServerAuditActionSchema>;

export const AUDIT_ACTIONS = [...CLIENT_AUDIT_ACTIONS, ...SERVER_AUDIT_ACTIONS] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

const SECURITY_PREFIX = 'Admin timeout security';

const clientActionWords: Record<ClientAuditAction, string> = {
  security_passcode_verification_success: 'passcode verification success',
  security_passcode_verification_failed: 'passcode verification failed',
  security_passcode_verification_error: 'passcode verification error',
  security_emergency_recovery_success: 'emergency recovery success',
  security_emergency_recovery_failed: 'emergency recovery failed',
  security_emergency_recovery_error: 'emergency recovery error',
  security_passcode_changed: 'passcode changed',
  security_timeout_settings_changed: 'timeout settings changed',
};

/** The details text the browser sends with a client action: 'Admin timeout security - passcode changed'. */
export function clientActionDetails(action: ClientAuditAction): string {
  return `${SECURITY_PREFIX} - ${clientActionWords[action]}`;
}

const serverActionLabels: Record<ServerAuditAction, string> = {
  sign_in_success: 'Sign-in',
  sign_in_failed: 'Sign-in failed',
  sign_out: 'Sign-out',
  role_changed: 'Role changed',
  passcode_changed: 'Passcode changed',
  timeout_settings_changed: 'Timeout settings changed',
  emergency_recovery: 'Emergency recovery',
  admin_write: 'Admin change',
  passcode_failed: 'Passcode check failed',
  data_exported: 'Personal data downloaded',
  account_closed: 'Account closed',
  customer_merged: 'Customers merged',
  accounting_exported: 'Accounting export',
  settings_changed: 'Settings changed',
  health_check: 'System check',
  job_collected: 'Repair collected',
  api_call: 'API call',
  api_key_created: 'API key created',
  api_key_revoked: 'API key revoked',
  staff_role_changed: 'Staff role changed',
  staff_invited: 'Staff invited',
  staff_invitation_withdrawn: 'Staff invitation withdrawn',
  staff_joined: 'Staff member joined',
  staff_suspended: 'Staff member suspended',
  staff_restored: 'Staff member restored',
  two_factor_reset: 'Two-factor reset',
  shift_edited: 'Timesheet corrected',
  manager_approval: 'Manager approval',
};

/** A short label for the activity log's action column and filter. */
export function auditActionLabel(action: AuditAction): string {
  if ((CLIENT_AUDIT_ACTIONS as readonly string[]).includes(action)) {
    const words = clientActionWords[action as ClientAuditAction];
    return `Security: ${words}`;
  }
  return serverActionLabels[action as ServerAuditAction];
}
