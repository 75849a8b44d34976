// Approve or Decline the estimate of a job Awaiting approval. Declining asks first: the workshop
// then returns the device unrepaired.
import { formatPence } from '../../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDecideEstimate } from '../api/decide-estimate';

export function EstimateDecision({ qrCode, jobNumber, estimatePence }: { qrCode: string; jobNumber: string; estimatePence?: number }) {
  const decide = useDecideEstimate(qrCode);
  const amount = estimatePence === undefined ? 'the estimate' : formatPence(estimatePence);
  return (
    <div className="flex flex-wrap gap-3">
      <Button size="sm" onClick={() => decide.mutate('approve')} disabled={decide.isPending} aria-busy={decide.isPending}>
        Approve {amount}
      </Button>
      <ConfirmDialog
        trigger="Decline"
        title={`Decline the estimate for ${jobNumber}?`}
        description="We will not repair the device and will get it ready for you to collect. You can call the shop if you change your mind."
        confirmLabel="Decline estimate"
        pending={decide.isPending}
        onConfirm={() => decide.mutate('decline')}
      />
    </div>
  );
}
