// /admin/job/{qrCode}: the job sheet the counter and the workshop work from.
import { generatePath, Link } from 'react-router';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorStatus, serverMessage } from '../../../lib/server-message';
import { useJobSheet } from '../api/job-sheet';
import { JobDetails } from './job-details';
import { AssignPanel } from './assign-panel';
import { ChecklistsPanel } from './checklists-panel';
import { BalancePanel } from './balance-panel';
import { DepositPanel } from './deposit-panel';
import { LinesPanel } from './lines-panel';
import { MessagesPanel } from './messages-panel';
import { SignaturePanel } from './signature-panel';
import { TimerPanel } from './timer-panel';
import { NotesPanel } from './notes-panel';
import { PartsArrivedNotice } from './parts-arrived-notice';
import { PhotosPanel } from './photos-panel';
import { PrintPanel } from './print-panel';
import { StatusPanel } from './status-panel';
import { TermsPanel } from './terms-panel';

function Sheet({ job }: { job: AdminJob }) {
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-subtle">
            <Link to={paths.adminJobs} className="hover:text-primary">
              Jobs
            </Link>{' '}
            / {job.source === 'warranty' ? 'Warranty claim' : 'Job sheet'}
          </p>
          <h1 className="text-3xl font-bold tracking-tight">Job {job.jobNumber}</h1>
        </div>
        <Link to={generatePath(paths.jobByQr, { qrCode: job.qrCode })} className="text-sm text-primary hover:underline">
          Customer's tracking page
        </Link>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <PartsArrivedNotice job={job} />
          <StatusPanel job={job} />
          <AssignPanel key={job.assignedTo?.userId ?? 'nobody'} job={job} />
          {/* Remounted with each answer, so the form starts from the server's values. */}
          <TermsPanel key={`${job.estimatePence}-${job.technician}-${job.promisedAt}-${job.fault}`} job={job} />
          <LinesPanel job={job} />
          <DepositPanel job={job} />
          <BalancePanel job={job} />
          <TimerPanel job={job} />
          <ChecklistsPanel key={`${job.checks.intake?.updatedAt}-${job.checks.quality?.updatedAt}-${job.status}`} job={job} />
        </div>
        <div className="grid content-start gap-6">
          <JobDetails job={job} />
          <NotesPanel job={job} />
          <MessagesPanel key={job.messageChannel ?? 'customer'} job={job} />
          <PhotosPanel job={job} />
          <SignaturePanel job={job} />
        </div>
      </div>
      <PrintPanel job={job} />
    </div>
  );
}

export function JobSheetPage({ qrCode }: { qrCode: string }) {
  const job = useJobSheet(qrCode);
  useDocumentTitle(job.data ? `Job ${job.data.jobNumber}` : 'Job');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {job.isPending ? (
        <PageSpinner label="Loading the job" />
      ) : job.isError ? (
        <div role="alert" className="grid gap-2 rounded-2xl border border-danger/40 bg-surface p-6">
          <h1 className="text-xl font-semibold">{errorStatus(job.error) === 404 ? 'No job has this code' : 'The job could not be loaded'}</h1>
          <p className="text-sm text-muted">{serverMessage(job.error)}</p>
          <Link to={paths.adminJobs} className="text-sm text-primary hover:underline">
            Back to the jobs
          </Link>
        </div>
      ) : (
        <Sheet job={job.data} />
      )}
    </div>
  );
}
