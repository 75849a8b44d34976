// The rewards catalogue at /admin/loyalty: every reward with its terms, a form to add one, and edit
// or remove per reward. Redemptions already made keep the terms they were made on.
import { useState } from 'react';
import { formatPence } from '../../../../../shared/money';
import { REWARD_APPLIES_TO_LABEL, type Reward } from '../../../../../shared/schemas/loyalty/reward';
import { useFormFailure } from '../../../components/form/form-failure';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useCreateReward, useDeleteReward, useRewards, useUpdateReward } from '../api/rewards';
import { RewardForm } from './reward-form';

export function RewardsCatalogue() {
  const rewards = useRewards();
  const create = useCreateReward();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const failure = useFormFailure();

  return (
    <section aria-labelledby="rewards-heading" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="rewards-heading" className="text-xl font-semibold">
          Rewards catalogue
        </h2>
        {!adding ? (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            Add a reward
          </Button>
        ) : null}
      </div>
      {adding ? (
        <RewardForm
          idPrefix="new-reward"
          submitLabel="Save reward"
          pending={create.isPending}
          failure={failure.message}
          onCancel={() => setAdding(false)}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: () => {
                toast({ title: `${input.name} added`, variant: 'success' });
                setAdding(false);
                failure.clear();
              },
              onError: failure.onError,
            })
          }
        />
      ) : null}
      <QueryContent query={rewards} loadingLabel="Loading the rewards" failedTitle="The rewards could not be loaded">
        {(data) => (
          <DataTable
            label="Rewards"
            rows={data.rewards}
            empty={<p className="text-sm text-muted">No rewards yet.</p>}
            head={
              <thead className="text-xs uppercase tracking-wide text-subtle">
                <tr>
                  <th scope="col" className="py-2 pr-4">Reward</th>
                  <th scope="col" className="py-2 pr-4">Points</th>
                  <th scope="col" className="py-2 pr-4">Value</th>
                  <th scope="col" className="py-2 pr-4">Applies to</th>
                  <th scope="col" className="py-2 pr-4">Status</th>
                  <th scope="col" className="py-2"><span className="sr-only">Actions</span></th>
                </tr>
              </thead>
            }
          >
            {(reward) =>
              editing === reward.id ? (
                <tr key={reward.id} className="border-t border-border">
                  <td colSpan={6} className="py-3">
                    <EditReward reward={reward} onDone={() => setEditing(null)} />
                  </td>
                </tr>
              ) : (
                <RewardRow key={reward.id} reward={reward} onEdit={() => setEditing(reward.id)} />
              )
            }
          </DataTable>
        )}
      </QueryContent>
    </section>
  );
}

function RewardRow({ reward, onEdit }: { reward: Reward; onEdit: () => void }) {
  const remove = useDeleteReward();
  return (
    <tr className="border-t border-border">
      <td className="py-2 pr-4 font-medium">{reward.name}</td>
      <td className="py-2 pr-4">{reward.pointsCost}</td>
      <td className="py-2 pr-4">{formatPence(reward.valuePence)}</td>
      <td className="py-2 pr-4">{REWARD_APPLIES_TO_LABEL[reward.appliesTo]}</td>
      <td className="py-2 pr-4">{reward.active ? 'Active' : 'Inactive'}</td>
      <td className="flex flex-wrap gap-2 py-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          Edit {reward.name}
        </Button>
        <ConfirmDialog
          trigger={`Remove ${reward.name}`}
          title={`Remove ${reward.name}?`}
          description="Members can no longer redeem it. Redemptions already made keep their terms."
          confirmLabel="Remove"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(reward.id, {
              onSuccess: () => toast({ title: `${reward.name} removed`, variant: 'success' }),
              onError: (e) => toast({ title: serverMessage(e), variant: 'destructive' }),
            })
          }
        />
      </td>
    </tr>
  );
}

function EditReward({ reward, onDone }: { reward: Reward; onDone: () => void }) {
  const update = useUpdateReward();
  const failure = useFormFailure();
  return (
    <RewardForm
      reward={reward}
      idPrefix={`reward-${reward.id}`}
      submitLabel="Save changes"
      pending={update.isPending}
      failure={failure.message}
      onCancel={onDone}
      onSubmit={(input) =>
        update.mutate(
          { rewardId: reward.id, input },
          {
            onSuccess: () => {
              toast({ title: `${input.name} saved`, variant: 'success' });
              onDone();
            },
            onError: failure.onError,
          },
        )
      }
    />
  );
}
