// One member's ledger for staff: tier and progress as of now, every entry with its cause, and a
// manual adjustment with its reason (the loyalty area's adjust route; audited, idempotent per form).
import { useState, type FormEvent } from 'react';
import { AdjustPointsRequestSchema } from '../../../../../shared/schemas/loyalty/ledger';
import { FormSubmit, useFormFailure } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { toast } from '../../../lib/toast';
import { useAdjustPoints, useMemberLedger } from '../api/members';

const londonTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' });

export function MemberLedger({ userId }: { userId: string }) {
  const ledger = useMemberLedger(userId);
  return (
    <QueryContent query={ledger} loadingLabel="Loading the ledger" failedTitle="The ledger could not be loaded">
      {({ member, tier, qualifyingPoints, nextTier, entries }) => (
        <div className="grid gap-4 rounded-xl border border-border p-4">
          <h3 className="text-lg font-semibold">{member.name || member.userId}</h3>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-subtle">Balance</dt>
              <dd className="font-semibold" data-testid="member-balance">
                {member.balance} points
              </dd>
            </div>
            <div>
              <dt className="text-subtle">Tier</dt>
              <dd className="font-semibold">{tier}</dd>
            </div>
            <div>
              <dt className="text-subtle">Points in the last 12 months</dt>
              <dd className="font-semibold">{qualifyingPoints}</dd>
            </div>
            <div>
              <dt className="text-subtle">Next tier</dt>
              <dd className="font-semibold">{nextTier ? `${nextTier.name} in ${nextTier.pointsNeeded} points` : 'Top tier'}</dd>
            </div>
          </dl>
          <AdjustForm userId={userId} />
          <DataTable
            label={`Ledger of ${member.name || member.userId}`}
            className="max-h-96 overflow-y-auto"
            rows={entries}
            empty={<p className="text-sm text-muted">No entries yet.</p>}
            head={
              <thead className="text-xs uppercase tracking-wide text-subtle">
                <tr>
                  <th scope="col" className="py-2 pr-4">When</th>
                  <th scope="col" className="py-2 pr-4">Kind</th>
                  <th scope="col" className="py-2 pr-4">Points</th>
                  <th scope="col" className="py-2 pr-4">What</th>
                </tr>
              </thead>
            }
          >
            {(entry) => (
              <tr key={entry.key} className="border-t border-border">
                <td className="py-2 pr-4 whitespace-nowrap">{londonTime(entry.at)}</td>
                <td className="py-2 pr-4">{entry.kind}</td>
                <td className="py-2 pr-4">{entry.points > 0 ? `+${entry.points}` : entry.points}</td>
                <td className="py-2 pr-4">
                  {entry.description}
                  {entry.reason ? <span className="text-muted">: {entry.reason}</span> : null}
                </td>
              </tr>
            )}
          </DataTable>
        </div>
      )}
    </QueryContent>
  );
}

const newKey = () => crypto.randomUUID();

function AdjustForm({ userId }: { userId: string }) {
  const adjust = useAdjustPoints(userId);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const failure = useFormFailure();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const parsed = AdjustPointsRequestSchema.safeParse({ points: points.trim() === '' ? Number.NaN : Number(points), reason, idempotencyKey });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    adjust.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: `${parsed.data.points > 0 ? 'Added' : 'Took'} ${Math.abs(parsed.data.points)} points`, variant: 'success' });
        setPoints('');
        setReason('');
        setIdempotencyKey(newKey());
      },
      onError: failure.onError,
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
      <TextField label="Adjust points" name="adjustPoints" inputMode="numeric" value={points} onChange={(e) => setPoints(e.target.value)} error={errors.points} hint="Negative to take" />
      <TextField label="Reason" name="adjustReason" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} />
      <FormSubmit pending={adjust.isPending} failure={failure.message} variant="secondary" className="sm:mt-7" failureClassName="sm:col-span-3">
        Adjust
      </FormSubmit>
    </form>
  );
}
