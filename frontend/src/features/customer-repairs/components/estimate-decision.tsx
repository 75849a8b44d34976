// Approve or Decline the estimate of a job Awaiting approval. Declining asks first: the workshop
// then returns the device unrepaired.
import { formatPence } from '../../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useDecideEstimate, type EstimateDecision as Decision } from '../api/decide-estimate';

const decided: Record<Decision, string> = {
  approve: 'Estimate approved',
  decline: 'Estimate declined',
};

export function EstimateDecision({ qrCode, jobNumber, estimatePence }: { qrCode: string; jobNumber: string; estimatePence?: number }) {
  const decide = useDecideEstimate(qrCode);
  const send = (decision: Decision) =>
    decide.mutate(decision, {
      onSuccess: () =>
        toast({
          title: decided[decision],
          description: decision === 'approve' ? `We will start repair ${jobNumber}.` : `We will get repair ${jobNumber} ready to return to you.`,
          variant: 'success',
        }),
      onError: (error) => toast({ title: 'We could not record your answer', description: serverMessage(error), variant: 'destructive' }),
    });
  const amount = estimatePence === undefined ? 'the estimate' : formatPence(estimatePence);
  return (
    <div className="flex flex-wrap gap-3">
      <Button size="sm" onClick={() => send('approve')} disabled={decide.isPending} aria-busy={decide.isPending}>
        Approve {amount}
      </Button>
      <ConfirmDialog
        trigger="Decline"
        title={`Decline the estimate for ${jobNumber}?`}
        description="We will not repair the device and will get it ready for you to collect. You can call the shop if you change your mind."
        confirmLabel="Decline estimate"
        pending={decide.isPending}
        onConfirm={() => send('decline')}
      />
    </div>
  );
}
