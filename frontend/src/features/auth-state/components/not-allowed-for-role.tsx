// Shown to a member of staff on an admin page their role does not allow: what it needs and who can
// give it, with the way back to the admin dashboard (decision 254). The server refuses the page's
// requests anyway; this says so before any is made.
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { Link } from 'react-router';
import { PERMISSIONS } from '../../../../../shared/staff/permission-catalogue';
import type { Permission } from '../../../../../shared/staff/permissions';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function NotAllowedForRole({ permission }: { permission: Permission }) {
  useDocumentTitle('Not allowed for your role');
  return (
    <section aria-labelledby="not-allowed-title" className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-accent/15 text-accent">
        <ShieldAlert className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 id="not-allowed-title" className="text-3xl font-bold tracking-tight">
        Not allowed for your role
      </h1>
      <p className="mt-3 text-muted">
        This page needs the “{PERMISSIONS[permission].label}” permission, which your role does not have. The shop’s owner can change your role.
      </p>
      <Link to={paths.admin} className={buttonClasses('outline', 'md', 'mt-6')}>
        Back to the admin dashboard
      </Link>
    </section>
  );
}
