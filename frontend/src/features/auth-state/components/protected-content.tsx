// Shown to signed-in non-admins on admin routes and after an access-denied event: counts 3, 2, 1
// (one second each) and then goes to /dashboard.
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export const PROTECTED_CONTENT_COUNTDOWN_SECONDS = 3;
export const DEFAULT_PROTECTED_CONTENT_MESSAGE = 'This content requires administrator privileges.';

export default function ProtectedContent({ message = DEFAULT_PROTECTED_CONTENT_MESSAGE }: { message?: string }) {
  const navigate = useNavigate();
  const [remaining, setRemaining] = useState(PROTECTED_CONTENT_COUNTDOWN_SECONDS);
  useDocumentTitle('Protected Content');

  useEffect(() => {
    if (remaining === 0) {
      void navigate(paths.dashboard, { replace: true });
      return;
    }
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining, navigate]);

  return (
    <section aria-labelledby="protected-content-title" className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-accent/15 text-accent">
        <ShieldAlert className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 id="protected-content-title" className="text-3xl font-bold tracking-tight">
        Protected Content
      </h1>
      <p className="mt-3 text-muted">{message}</p>
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        Taking you to your dashboard in <span className="font-semibold text-foreground">{Math.max(remaining, 1)}</span>
      </p>
      <Link to={paths.dashboard} replace className={buttonClasses('outline', 'md', 'mt-6')}>
        Go to dashboard now
      </Link>
    </section>
  );
}
