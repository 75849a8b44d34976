// /job/{qrCode}: the public tracking page a customer reaches from the QR code on their ticket. It shows
// the job's progress and nothing personal (the server sends at most the first name's initial).
import CircleX from 'lucide-react/icons/circle-x';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BUSINESS } from '../../../../../shared/business';
import type { PublicJob } from '../../../../../shared/schemas/repairs/job';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { publicJobQueryOptions } from '../api/get-public-job';
import { jobProgress } from '../utils/job-progress';
import { ClaimCallout } from './claim-callout';
import { BalanceCallout } from './balance-callout';
import { DepositCallout } from './deposit-callout';
import { JobFacts } from './job-facts';
import { JobTimeline } from '../../../components/repairs/job-timeline';
import { RepairQuestions } from '../../../components/repairs/repair-questions';
import { StatusProgress } from './status-progress';
import { LoadFailure } from '../../../components/ui/load-failure';

export function JobTrackingPage({ qrCode }: { qrCode: string }) {
  const job = useQuery(publicJobQueryOptions(qrCode));
  useDocumentTitle(job.data ? `Repair ${job.data.jobNumber}` : 'Track your repair');

  if (job.isPending) return <PageSpinner label="Loading your repair" />;
  if (job.isError) {
    return (
      <LoadFailure
        error={job.error}
        notFoundTitle="We could not find that repair"
        failedTitle="We could not load your repair"
        notFoundHint="Check the code matches the one on your ticket, or scan the QR code again."
      >
        <p className="text-sm text-muted">
          You can also call us on{' '}
          <a href={`tel:${BUSINESS.phone.e164}`} className="font-semibold text-primary hover:underline">
            {BUSINESS.phone.display}
          </a>
          .
        </p>
      </LoadFailure>
    );
  }
  return <JobTracking job={job.data} qrCode={qrCode} />;
}

function JobTracking({ job, qrCode }: { job: PublicJob; qrCode: string }) {
  const progress = jobProgress(job.status);
  const [search] = useSearchParams();
  return (
    <article aria-labelledby="job-title" className="mx-auto grid max-w-3xl gap-6 px-4 pt-6 pb-10 sm:px-6 sm:pb-14">
      <header>
        <h1 id="job-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Repair {job.jobNumber}
        </h1>
        <p className="mt-2 text-lg text-muted">
          {job.device.make} {job.device.model}
          {job.customerInitial ? <span className="text-subtle"> · for {job.customerInitial}</span> : null}
        </p>
      </header>

      <section aria-labelledby="status-title" className="grid gap-5 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <div>
          <h2 id="status-title" className="text-sm text-subtle">
            Status
          </h2>
          <p className="mt-1 text-2xl font-bold">{job.status}</p>
          <p className="mt-1 text-muted">{job.statusDescription}</p>
        </div>
        {progress.kind === 'steps' ? (
          <>
            <StatusProgress progress={progress} />
            {progress.waitingFor ? <p className="text-sm font-medium text-accent">Waiting for {progress.waitingFor}</p> : null}
          </>
        ) : (
          <p className="flex items-center gap-2 rounded-lg bg-danger-surface p-3 text-sm text-danger">
            <CircleX className="h-4 w-4 shrink-0" aria-hidden="true" />
            This repair is closed: {progress.status.toLowerCase()}.
          </p>
        )}
        <JobFacts job={job} />
      </section>

      <DepositCallout job={job} qrCode={qrCode} closed={progress.kind !== 'steps' || Boolean(job.collectedAt)} justPaid={search.get('deposit') === 'paid'} />
      <BalanceCallout job={job} qrCode={qrCode} justPaid={search.get('balance') === 'paid'} />

      {job.claimable ? <ClaimCallout qrCode={qrCode} /> : null}

      <section aria-labelledby="timeline-title" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="timeline-title" className="mb-5 text-xl font-semibold">
          History
        </h2>
        <JobTimeline entries={job.timeline} />
      </section>

      <RepairQuestions jobNumber={job.jobNumber} />
    </article>
  );
}
