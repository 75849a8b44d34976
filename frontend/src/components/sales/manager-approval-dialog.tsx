// Manager approval at the till (decision 268): when the server answers 403 with `approval` (a refund
// over the front desk's limit, a discount beyond it, a drawer closed with a difference), a member whose
// role allows it types their username and their own passcode here, and the same request goes again
// with them. The server checks both; this only asks.
import { useState, type FormEvent } from 'react';
import { PASSCODE_LENGTH } from '../../../../shared/admin-timeout';
import type { ManagerApproval } from '../../../../shared/schemas/sales/fields';
import { ApiError } from '../../lib/api-error';
import { Notice } from '../form/notice';
import { TextField } from '../form/text-field';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';

/** The server's sentence when a failed call asks for a manager's approval; null for any other failure. */
export function approvalAsked(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403 || typeof error.body !== 'object' || error.body === null) return null;
  const { approval, message } = error.body as { approval?: unknown; message?: unknown };
  return typeof approval === 'string' && typeof message === 'string' ? message : null;
}

export interface ManagerApprovalDialogProps {
  /** What needs approving, in the server's words: "A manager must approve refunds over £20.00." */
  reason: string | null;
  pending: boolean;
  /** The last approval's refusal (a wrong passcode, a role that cannot approve). */
  error: string | null;
  onApprove: (approval: ManagerApproval) => void;
  onCancel: () => void;
}

export function ManagerApprovalDialog({ reason, pending, error, onApprove, onCancel }: ManagerApprovalDialogProps) {
  const [approver, setApprover] = useState('');
  const [passcode, setPasscode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!approver.trim()) return setProblem("Enter the approving manager's username");
    if (!new RegExp(`^\\d{${PASSCODE_LENGTH}}$`).test(passcode)) return setProblem(`The passcode must be exactly ${PASSCODE_LENGTH} digits.`);
    setProblem(null);
    onApprove({ approver: approver.trim(), passcode });
    setPasscode('');
  };
  return (
    <Dialog open={reason !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogTitle>Manager approval</DialogTitle>
        <DialogDescription>{reason} The approving manager enters their own username and passcode.</DialogDescription>
        <form onSubmit={submit} noValidate aria-label="Manager approval" className="grid gap-3">
          <TextField label="Manager's username" name="approver" autoComplete="off" autoCapitalize="none" spellCheck={false} value={approver} onChange={(e) => setApprover(e.target.value)} />
          <TextField
            label="Manager's passcode"
            name="approver-passcode"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PASSCODE_LENGTH}
            value={passcode}
            onChange={(e) => setPasscode(e.target.value.replace(/\D/g, '').slice(0, PASSCODE_LENGTH))}
          />
          {problem || error ? (
            <Notice tone="error" role="alert">
              {problem ?? error}
            </Notice>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Approving...' : 'Approve'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
