// Manager approval at the till (decision 268): when the server answers 403 with `approval` (a refund
// over the front desk's limit, a discount beyond it, a drawer closed with a difference), a member whose
// role allows it types their username and their own passcode here; the server checks both and answers
// an approval, and the same request goes again carrying it.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PASSCODE_LENGTH } from '../../../../shared/admin-timeout';
import { tillRoutes } from '../../../../shared/api/routes/till';
import { APPROVABLE } from '../../../../shared/schemas/sales/approval';
import { apiCall } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { serverMessage } from '../../lib/server-message';
import { Notice } from '../form/notice';
import { TextField } from '../form/text-field';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';

export type Approvable = (typeof APPROVABLE)[number];

/** What a failed call asks a manager to approve, in the server's words; null for any other failure. */
export function approvalAsked(error: unknown): { reason: string; permission: Approvable } | null {
  if (!(error instanceof ApiError) || error.status !== 403 || typeof error.body !== 'object' || error.body === null) return null;
  const { approval, message } = error.body as { approval?: unknown; message?: unknown };
  const permission = APPROVABLE.find((p) => p === approval);
  return permission && typeof message === 'string' ? { reason: message, permission } : null;
}

export interface ManagerApprovalDialogProps {
  /** What needs approving; null while nothing does. */
  asked: { reason: string; permission: Approvable } | null;
  /** The request that asked is on its way again, with the approval. */
  pending: boolean;
  /** That request's refusal after approval (the sale changed meanwhile...). */
  error: string | null;
  onApproved: (approvalId: string) => void;
  onCancel: () => void;
}

export function ManagerApprovalDialog({ asked, pending, error, onApproved, onCancel }: ManagerApprovalDialogProps) {
  const [approver, setApprover] = useState('');
  const [passcode, setPasscode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const approve = useMutation({
    mutationFn: (body: { permission: Approvable; approver: string; passcode: string }) => apiCall(tillRoutes.giveTillApproval, { body }),
    retry: false,
    onSuccess: (approval) => onApproved(approval.approvalId),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!asked) return;
    if (!approver.trim()) return setProblem("Enter the approving manager's username");
    if (!new RegExp(`^\\d{${PASSCODE_LENGTH}}$`).test(passcode)) return setProblem(`The passcode must be exactly ${PASSCODE_LENGTH} digits.`);
    setProblem(null);
    approve.mutate({ permission: asked.permission, approver: approver.trim(), passcode });
    setPasscode('');
  };
  const refusal = problem ?? (approve.isError ? serverMessage(approve.error) : error);
  return (
    <Dialog open={asked !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogTitle>Manager approval</DialogTitle>
        <DialogDescription>{asked?.reason} The approving manager enters their own username and passcode.</DialogDescription>
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
          {refusal ? (
            <Notice tone="error" role="alert">
              {refusal}
            </Notice>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || approve.isPending}>
              {pending || approve.isPending ? 'Approving...' : 'Approve'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
