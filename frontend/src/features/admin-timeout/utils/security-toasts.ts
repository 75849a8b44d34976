// The dialog's toasts, word for word (SPEC section 8), and which one a failed check earns: a refusal
// from the server (4xx) means the passcode or password was wrong; anything else is an error.
import { ApiError } from '../../../lib/api-error';
import type { ToastInput } from '../../../lib/toast';

export const SECURITY_TOASTS = {
  verificationFailed: { title: 'Verification Failed', description: 'Current passcode is incorrect. Cannot change security settings.', variant: 'destructive' },
  verificationError: { title: 'Verification Error', description: 'Could not verify current passcode. Please try again.', variant: 'destructive' },
  recoveryFailed: { title: 'Emergency Recovery Failed', description: 'Admin password is incorrect.', variant: 'destructive' },
  recoveryError: { title: 'Recovery Error', description: 'Could not verify admin password. Please try again.', variant: 'destructive' },
  recoverySucceeded: { title: 'Emergency Recovery Successful', description: 'Admin password verified. You can now change the passcode.', variant: 'success' },
  settingsSaved: { title: 'Settings Saved', description: 'Admin timeout settings have been updated successfully.', variant: 'success' },
} as const satisfies Record<string, ToastInput>;

/** The warning beside the admin password (SPEC section 8). */
export const RECOVERY_AUDIT_WARNING = 'Emergency recovery is logged for audit.';

/** 'failed' when the server refused the credential (4xx), 'error' when the check could not be made. */
export function checkOutcome(error: unknown): 'failed' | 'error' {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? 'failed' : 'error';
}
