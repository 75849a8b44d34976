// The dashboard's first section: the repairs still open, those waiting for the customer first.
import { useQuery } from '@tanstack/react-query';
import { DashboardSection, type DashboardSectionInfo } from '../../../components/dashboard-section';
import { paths } from '../../../config/paths';
import { myJobsQueryOptions } from '../api/my-jobs';
import { activeJobs } from '../utils/job-order';
import { JobListItem } from './job-list-item';

/** The section's heading, link and loading text, for the page and its frame. */
export const activeJobsSection: DashboardSectionInfo = { id: 'active-jobs-title', title: 'Active repairs', link: { to: paths.repairs, label: 'Repair History' }, what: 'your repairs' };

export function ActiveJobsSection() {
  const jobs = useQuery(myJobsQueryOptions());
  const active = jobs.data ? activeJobs(jobs.data.jobs) : [];
  const waiting = active.filter((job) => job.status === 'Awaiting approval');
  const others = active.filter((job) => job.status !== 'Awaiting approval');
  return (
    <DashboardSection {...activeJobsSection} query={jobs}>
      {() =>
        active.length === 0 ? (
          <p className="text-muted">No repairs in progress.</p>
        ) : (
          <ul className="grid gap-3">
            {[...waiting, ...others].map((job) => (
              <JobListItem key={job.qrCode} job={job} />
            ))}
          </ul>
        )
      }
    </DashboardSection>
  );
}
