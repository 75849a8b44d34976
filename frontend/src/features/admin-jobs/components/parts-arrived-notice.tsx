// Parts ordered for this job arrived on a purchase order (issue 17, decision 184): the technician's
// notice, offering to put each part on the job's lines and to move the job on from Awaiting parts.
import { ulid } from 'ulid';
import { formatPence } from '../../../../../shared/money';
import { isClosedStatus } from '../../../../../shared/repairs/statuses';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { Notice } from '../../../components/form/notice';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useChangeStatus, useReservePart } from '../api/job-writes';

export function PartsArrivedNotice({ job }: { job: AdminJob }) {
  const reserve = useReservePart(job.qrCode);
  const move = useChangeStatus(job.qrCode);
  const arrived = job.partsArrived;
  if (!arrived || isClosedStatus(job.status)) return null;
  const failed = (error: unknown) => toast({ title: 'That did not work', description: serverMessage(error), variant: 'destructive' });
  const canMoveOn = job.status === 'Awaiting parts' && job.allowedNextStatuses.includes('In repair');
  return (
    <Notice tone="success" title={`Parts arrived on ${arrived.poNumber}`}>
      <ul className="grid gap-2">
        {arrived.parts.map((part) => {
          const onJob = job.lines.some((l) => l.productId === part.productId);
          return (
            <li key={part.productId} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {part.quantity} x {part.description}
                {part.salePence !== undefined ? ` (${formatPence(part.salePence)} each)` : ''}
              </span>
              {onJob ? (
                <span className="text-muted">On the job's lines</span>
              ) : (
                <Button size="sm" disabled={reserve.isPending} onClick={() => reserve.mutate({ productId: part.productId, quantity: part.quantity, salePence: part.salePence, requestId: ulid() }, { onError: failed })}>
                  Add to job lines
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {canMoveOn ? (
        <Button size="sm" variant="secondary" className="mt-3" disabled={move.isPending} onClick={() => move.mutate({ status: 'In repair' }, { onError: failed })}>
          Move to In repair
        </Button>
      ) : null}
    </Notice>
  );
}
