// One family group for staff: rename it, add an account by email, remove members, dissolve it.
import { useState, type FormEvent } from 'react';
import { FAMILY_GROUP_MAX_MEMBERS } from '../../../../../shared/schemas/loyalty/family-group';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { FamilyMemberList } from '../../../components/loyalty/family-member-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useAddFamilyMember, useDissolveFamilyGroup, useFamilyGroup, useRemoveFamilyMember, useRenameFamilyGroup } from '../api/family-groups';

export function FamilyGroupDetail({ groupId, onDissolved }: { groupId: string; onDissolved: () => void }) {
  const group = useFamilyGroup(groupId);
  const rename = useRenameFamilyGroup(groupId);
  const add = useAddFamilyMember(groupId);
  const remove = useRemoveFamilyMember(groupId);
  const dissolve = useDissolveFamilyGroup(groupId);
  const [name, setName] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const failure = useFormFailure();
  const onError = failure.onError;

  if (group.isPending) return <PageSpinner label="Loading the group" />;
  if (group.isError)
    return (
      <Notice tone="error" role="alert" title="The group could not be loaded">
        {serverMessage(group.error)}
      </Notice>
    );
  const data = group.data;
  const seatsLeft = FAMILY_GROUP_MAX_MEMBERS - (data.members.length - 1) - data.invitations.length;

  const onRename = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const next = (name ?? data.name).trim();
    if (!next) return failure.show('Group name is required');
    rename.mutate(next, { onSuccess: () => toast({ title: 'Group renamed', variant: 'success' }), onError });
  };
  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    if (!email.trim()) return failure.show('Email address is required');
    add.mutate(email.trim(), {
      onSuccess: () => {
        toast({ title: `${email.trim()} added`, variant: 'success' });
        setEmail('');
      },
      onError,
    });
  };

  return (
    <section aria-labelledby="group-detail-heading" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <h2 id="group-detail-heading" className="text-xl font-semibold">
        {data.name}
      </h2>
      <form onSubmit={onRename} noValidate className="flex flex-wrap items-end gap-3">
        <TextField label="Group name" name="renameGroup" maxLength={60} value={name ?? data.name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={rename.isPending}>
          Rename
        </Button>
      </form>
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold">Members</h3>
        <FamilyMemberList
          members={data.members}
          detail={(member) => (
            <>
              <span className="text-muted">{member.email}</span> {member.role === 'owner' ? <strong>(owner)</strong> : null}
            </>
          )}
          remove={remove}
          onError={onError}
        />
        {data.invitations.length ? (
          <p className="text-sm text-muted">Invitations waiting: {data.invitations.map((invite) => invite.email).join(', ')}</p>
        ) : null}
      </div>
      {seatsLeft > 0 ? (
        <form onSubmit={onAdd} noValidate className="flex flex-wrap items-end gap-3">
          <TextField label="Add an account by email" name="addMember" type="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} hint={`${seatsLeft} ${seatsLeft === 1 ? 'place' : 'places'} left`} />
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            Add member
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted">The group is full.</p>
      )}
      <FormFailure message={failure.message} />
      <div>
        <ConfirmDialog
          trigger="Dissolve group"
          triggerVariant="danger"
          title={`Dissolve ${data.name}?`}
          description="Every member leaves the group and keeps the points they earned; open invitations stop working."
          confirmLabel="Dissolve"
          pending={dissolve.isPending}
          onConfirm={() =>
            dissolve.mutate(undefined, {
              onSuccess: () => {
                toast({ title: `${data.name} dissolved`, variant: 'success' });
                onDissolved();
              },
              onError,
            })
          }
        />
      </div>
    </section>
  );
}
