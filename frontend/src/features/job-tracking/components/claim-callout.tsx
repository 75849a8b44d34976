// Offered on the tracking page of a job no account owns yet: /claim-job adds it to an account.
import UserPlus from 'lucide-react/icons/user-plus';
import { generatePath, Link } from 'react-router';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';

export function ClaimCallout({ qrCode }: { qrCode: string }) {
  const claimHref = generatePath(paths.claimJob, { qrCode });
  return (
    <aside aria-labelledby="claim-title" className="flex flex-col gap-4 rounded-xl border border-accent/50 bg-accent/10 p-5 sm:flex-row sm:items-center">
      <UserPlus className="h-8 w-8 shrink-0 text-accent" aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <h2 id="claim-title" className="font-semibold">
          Is this your repair?
        </h2>
        <p className="text-sm text-muted">Add it to an account to follow it from your dashboard and keep its warranty on file.</p>
      </div>
      <Link to={claimHref} className={buttonClasses('accent', 'md')}>
        Add to my account
      </Link>
    </aside>
  );
}
