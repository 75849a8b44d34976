import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';

export interface PasswordMatchProps {
  id: string;
  password: string;
  confirmation: string;
  /** True while the field's own error already says "Passwords don't match": it is not repeated. */
  mismatchShownElsewhere?: boolean;
}

/** Whether the confirmation matches, once something is typed in it. Announced politely. */
export function PasswordMatch({ id, password, confirmation, mismatchShownElsewhere = false }: PasswordMatchProps) {
  const matches = password === confirmation;
  let content = null;
  if (confirmation !== '' && matches) {
    content = (
      <span className="flex items-center gap-1.5 text-success">
        <Check className="h-4 w-4" aria-hidden="true" />
        Passwords match
      </span>
    );
  } else if (confirmation !== '' && !mismatchShownElsewhere) {
    content = (
      <span className="flex items-center gap-1.5 text-danger">
        <X className="h-4 w-4" aria-hidden="true" />
        Passwords don't match
      </span>
    );
  }
  return (
    <p id={id} aria-live="polite" className="text-sm empty:hidden">
      {content}
    </p>
  );
}
