// "My jobs", first on the dashboard (decision 261): the open jobs assigned to the signed-in member,
// soonest due first, and the timer they have running. A technician always sees it; other roles when
// something is assigned to them.
import { generatePath, Link } from 'react-router';
import { formatTime } from '../../../../../shared/dates';
import { staffRoleOf } from '../../../../../shared/staff/roles';
import { JobTable } from '../../../components/repairs/job-table';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { useMyJobs } from '../api/my-jobs';
import { DashboardSection } from './dashboard-section';

export function MyJobsSection() {
  const user = useAuth().user;
  const mine = useMyJobs(can(user, 'jobs.view'));
  const technician = user !== null && staffRoleOf(user) === 'technician';
  if (!mine.data || (!technician && mine.data.jobs.length === 0 && !mine.data.running)) return null;
  const { jobs, running } = mine.data;
  return (
    <DashboardSection title="My jobs">
      {running ? (
        <p className="text-sm" data-testid="my-running-timer">
          Your timer is running on{' '}
          <Link to={generatePath(paths.adminJob, { qrCode: running.jobQr })} className="font-mono font-semibold text-primary underline">
            {running.jobNumber}
          </Link>{' '}
          since {formatTime(running.startedAt)}.
        </p>
      ) : null}
      {jobs.length ? <JobTable jobs={jobs} label="My jobs" /> : <p className="text-sm text-muted">No open jobs are assigned to you.</p>}
    </DashboardSection>
  );
}
