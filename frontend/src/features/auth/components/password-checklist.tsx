// The live password requirements (SPEC section 5) as the visitor types: the same texts the server
// answers in `requirements` when it refuses a password.
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import {
  containsPersonalDetails,
  PASSWORD_REQUIREMENTS,
  PERSONAL_DETAILS_REQUIREMENT,
  type PasswordContext,
} from '../../../../../shared/schemas/password-policy';
import { cn } from '../../../utils/cn';

export interface PasswordChecklistProps {
  id: string;
  password: string;
  /** The account's own details, which the password must not contain. */
  context?: PasswordContext;
}

interface Row {
  text: string;
  met: boolean;
}

/** Always the five character rules; the length cap and the personal-details rule only when broken. */
export function checklistRows(password: string, context: PasswordContext = {}): Row[] {
  const rows = PASSWORD_REQUIREMENTS.map((requirement) => ({ id: requirement.id, text: requirement.text, met: requirement.isMet(password) }))
    .filter((row) => row.id !== 'maxLength' || !row.met)
    .map(({ text, met }) => ({ text, met }));
  if (password !== '' && containsPersonalDetails(password, context)) rows.push({ text: PERSONAL_DETAILS_REQUIREMENT, met: false });
  return rows;
}

export function PasswordChecklist({ id, password, context }: PasswordChecklistProps) {
  const rows = checklistRows(password, context);
  return (
    <ul id={id} aria-label="Password requirements" className="grid gap-1 rounded-lg border border-border bg-background/60 p-3 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <li key={row.text} className={cn('flex items-start gap-2', row.met ? 'text-success' : 'text-muted')}>
          {row.met ? <Check className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" /> : <X className="mt-0.5 h-4 w-4 shrink-0 text-subtle" aria-hidden="true" />}
          <span>
            <span className="sr-only">{row.met ? 'Met: ' : 'Not met: '}</span>
            {row.text}
          </span>
        </li>
      ))}
    </ul>
  );
}
