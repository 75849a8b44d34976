// "Are you sure?" before a step that cannot be undone (cancelling a booking, declining an estimate):
// a button that opens a dialog whose confirm button runs the action.
import { useState, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

export interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The answer to "No": the dialog just closes. */
  cancelLabel?: string;
  pending?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
}

export function ConfirmDialog({ trigger, triggerVariant = 'outline', triggerSize = 'sm', title, description, confirmLabel, cancelLabel = 'Go back', pending, disabled, onConfirm }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={triggerVariant} size={triggerSize} disabled={disabled || pending} onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {cancelLabel}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
