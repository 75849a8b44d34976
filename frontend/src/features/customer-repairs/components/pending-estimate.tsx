// The dashboard's and history's part of a job Awaiting approval: the list does not say whether the
// customer has answered yet, so this reads the job (one small request, only for such jobs) and offers
// Approve / Decline while the estimate is pending.
import { useQuery } from '@tanstack/react-query';
import { myJobQueryOptions } from '../api/my-jobs';
import { EstimateDecision } from './estimate-decision';

export function PendingEstimate({ qrCode, jobNumber }: { qrCode: string; jobNumber: string }) {
  const job = useQuery(myJobQueryOptions(qrCode));
  if (!job.data) return null;
  if (job.data.estimateApproval === 'approved') return <p className="text-sm text-muted">You approved the estimate: the repair will start soon.</p>;
  if (job.data.estimateApproval === 'declined') return <p className="text-sm text-muted">You declined the estimate: we will get the device ready to return.</p>;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">Your estimate is waiting for your approval.</p>
      <EstimateDecision qrCode={qrCode} jobNumber={jobNumber} estimatePence={job.data.estimatePence} />
    </div>
  );
}
