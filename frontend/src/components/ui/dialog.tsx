// Styled Radix dialog parts (focus trap, Esc and aria wiring come from Radix). Focus goes back to what
// had it when the dialog opened: Radix gives it back only to a Dialog.Trigger, and most of our dialogs
// are opened by state (a button's onClick, the inactivity timer), which left focus on the page's body.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import { useRef, type ComponentProps } from 'react';
import { cn } from '../../utils/cn';

export const Dialog = DialogPrimitive.Root;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Shows the corner close button (off for dialogs that must be answered). */
  closable?: boolean;
}

export function DialogContent({ className, children, closable = true, onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto',
          'rounded-2xl border border-border-strong bg-surface p-6 text-foreground shadow-2xl shadow-black/50 data-[state=open]:animate-fade-in',
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Called before Radix moves focus into the dialog: what has focus now opened it.
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        {...props}
      >
        {children}
        {closable ? (
          <DialogPrimitive.Close aria-label="Close" className="absolute top-4 right-4 rounded-md p-1 text-muted hover:bg-border hover:text-foreground">
            <X className="h-4 w-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pr-8 text-lg font-semibold text-foreground', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}
