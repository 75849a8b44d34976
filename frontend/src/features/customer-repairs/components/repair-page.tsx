// /repair/{repairId}: the signed-in owner's page of one repair (repairId is the job's QR code):
// status, history, the bill, the estimate to approve or decline, the warranty and links on.
// Visitors are asked to sign in and come back; anyone else's job is "not found", as the server says.
import ExternalLink from 'lucide-react/icons/external-link';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import type { CustomerJob } from '../../../../../shared/schemas/repairs/job';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { WarrantyBadge } from '../../../components/warranty-badge';
import { paths, publicPaths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { myJobQueryOptions } from '../api/my-jobs';
import { BillLines } from './bill-lines';
import { EstimateDecision } from './estimate-decision';
import { JobTimeline } from '../../../components/repairs/job-timeline';
import { RepairQuestions } from '../../../components/repairs/repair-questions';
import { LoadFailure } from '../../../components/ui/load-failure';

export function RepairPage({ repairId }: { repairId: string }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageSpinner label="Checking your sign-in" />;
  if (auth.status === 'anonymous') return <SignInPrompt repairId={repairId} />;
  return <OwnRepair repairId={repairId} />;
}

function SignInPrompt({ repairId }: { repairId: string }) {
  useDocumentTitle('Your repair');
  const here = generatePath(paths.repairDetail, { repairId });
  return (
    <section aria-labelledby="repair-sign-in" className="mx-auto grid max-w-lg gap-4 px-4 pt-8 pb-16 text-center">
      <h1 id="repair-sign-in" className="text-2xl font-bold">
        Sign in to see your repair
      </h1>
      <p className="text-muted">This page shows the bill and the estimate of a repair in your account. Sign in, and we bring you straight back.</p>
      <Link to={`${publicPaths.auth}?${new URLSearchParams({ returnTo: here }).toString()}`} className={buttonClasses('primary', 'lg', 'w-full')}>
        Sign in
      </Link>
      <Link to={generatePath(paths.jobByQr, { qrCode: repairId })} className="text-sm font-medium text-primary hover:underline">
        Just show me its progress
      </Link>
    </section>
  );
}

function OwnRepair({ repairId }: { repairId: string }) {
  const job = useQuery(myJobQueryOptions(repairId));
  useDocumentTitle(job.data ? `Repair ${job.data.jobNumber}` : 'Your repair');
  if (job.isPending) return <PageSpinner label="Loading your repair" />;
  if (job.isError) {
    return (
      <LoadFailure
        error={job.error}
        notFoundTitle="We could not find that repair in your account"
        failedTitle="We could not load your repair"
        notFoundHint="If it is on your job ticket, add it to your account first."
      >
        <Link to={paths.repairs} className={buttonClasses('outline')}>
          Repair History
        </Link>
      </LoadFailure>
    );
  }
  return <RepairDetail job={job.data} />;
}

function RepairDetail({ job }: { job: CustomerJob }) {
  const awaitingDecision = job.status === 'Awaiting approval' && job.estimateApproval === 'pending';
  return (
    <article aria-labelledby="repair-title" className="mx-auto grid max-w-3xl gap-6 px-4 pt-6 pb-10 sm:px-6 sm:pb-14">
      <header>
        <h1 id="repair-title" className="text-3xl font-bold tracking-tight">
          Repair {job.jobNumber}
        </h1>
        <p className="mt-2 text-lg text-muted">
          {job.device.make} {job.device.model}
        </p>
        <p className="mt-1 text-muted">{job.fault}</p>
      </header>

      <section aria-labelledby="repair-status" className="grid gap-3 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="repair-status" className="text-sm text-subtle">
          Status
        </h2>
        <p className="text-2xl font-bold" aria-live="polite">
          {job.status}
        </p>
        <p className="text-muted">{job.statusDescription}</p>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-subtle">Booked in</dt>
            <dd className="font-semibold">{formatDate(job.openedAt)}</dd>
          </div>
          {job.promisedAt && !job.collectedAt ? (
            <div>
              <dt className="text-subtle">Expected by</dt>
              <dd className="font-semibold">{formatDate(job.promisedAt)}</dd>
            </div>
          ) : null}
          {job.collectedAt ? (
            <div>
              <dt className="text-subtle">Collected</dt>
              <dd className="font-semibold">{formatDate(job.collectedAt)}</dd>
            </div>
          ) : null}
        </dl>
        <WarrantyBadge warranty={job.warranty} />
      </section>

      {job.estimatePence !== undefined && !job.isWarrantyClaim ? (
        <section
          aria-labelledby="repair-estimate"
          className={`grid gap-3 rounded-2xl border p-5 sm:p-6 ${awaitingDecision ? 'border-accent/60 bg-accent/10' : 'border-border bg-surface'}`}
        >
          <h2 id="repair-estimate" className="text-xl font-semibold">
            Estimate: {formatPence(job.estimatePence)}
          </h2>
          {awaitingDecision ? (
            <>
              <p className="text-muted">We start the repair as soon as you approve it.</p>
              <EstimateDecision qrCode={job.qrCode} jobNumber={job.jobNumber} estimatePence={job.estimatePence} />
            </>
          ) : job.estimateApproval ? (
            <p className="text-muted">You {job.estimateApproval === 'approved' ? 'approved' : job.estimateApproval === 'declined' ? 'declined' : 'have not yet answered'} this estimate.</p>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="repair-bill" className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="repair-bill" className="text-xl font-semibold">
          Parts and labour
        </h2>
        <BillLines job={job} />
      </section>

      <section aria-labelledby="repair-history" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="repair-history" className="mb-5 text-xl font-semibold">
          History
        </h2>
        <JobTimeline entries={job.timeline} />
      </section>

      <nav aria-label="More about this repair" className="flex flex-wrap gap-3">
        <Link to={generatePath(paths.jobByQr, { qrCode: job.qrCode })} className={buttonClasses('outline')}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          Public tracking page
        </Link>
        <Link to={generatePath(paths.editDevice, { id: job.deviceQr })} className={buttonClasses('outline')}>
          Your device
        </Link>
      </nav>

      <RepairQuestions jobNumber={job.jobNumber} />
    </article>
  );
}
