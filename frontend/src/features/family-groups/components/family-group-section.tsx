// The member side of a family group on My Account: the group and its members, the owner's
// invitations, joining from an emailed link, leaving. A section of its own, so /loyalty can show it too.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FAMILY_GROUP_MAX_MEMBERS, type FamilyGroup } from '../../../../../shared/schemas/loyalty/family-group';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { FamilyMemberList } from '../../../components/loyalty/family-member-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryContent } from '../../../components/ui/query-content';
import { PageSpinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import {
  useCancelFamilyInvitation,
  useInviteFamilyMember,
  useLeaveFamilyGroup,
  useMyFamilyGroup,
  useRemoveMyFamilyMember,
  useStartFamilyGroup,
} from '../api/my-family-group';
import { INVITE_PARAM, JoinInvitation } from './join-invitation';

const londonDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'short', year: 'numeric' });

function FamilyGroupCard({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="family-group-heading" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <div>
        <h2 id="family-group-heading" className="text-xl font-semibold">
          Family group
        </h2>
        <p className="mt-1 text-sm text-muted">
          Up to {FAMILY_GROUP_MAX_MEMBERS} people can join your family group. The points every member earns count towards everyone’s tier; each balance stays its owner’s own.
        </p>
      </div>
      {children}
    </section>
  );
}

const LOADING_LABEL = 'Loading your family group';

/** The section while the group loads, in My Account's frame (decision 221). */
export function FamilyGroupSectionFrame() {
  return (
    <FamilyGroupCard>
      <PageSpinner label={LOADING_LABEL} />
    </FamilyGroupCard>
  );
}

export function FamilyGroupSection() {
  const mine = useMyFamilyGroup();
  const [searchParams] = useSearchParams();
  const inviteToken = searchParams.get(INVITE_PARAM);
  return (
    <FamilyGroupCard>
      <QueryContent query={mine} loadingLabel={LOADING_LABEL} failedTitle="Your family group could not be loaded">
        {(data) =>
          inviteToken && !data.group ? <JoinInvitation token={inviteToken} /> : data.group ? <GroupView group={data.group} isOwner={data.role === 'owner'} /> : <StartGroupForm />
        }
      </QueryContent>
    </FamilyGroupCard>
  );
}

function StartGroupForm() {
  const start = useStartFamilyGroup();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Group name is required');
    setError(undefined);
    start.mutate(name.trim(), {
      onSuccess: () => toast({ title: 'Family group started', variant: 'success' }),
      onError: (e) => setError(serverMessage(e)),
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:max-w-md">
      <p className="text-sm">You are not in a family group. Start one and invite your family, or join one from an invitation email.</p>
      <TextField label="Group name" name="groupName" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} error={error} />
      <div>
        <Button type="submit" disabled={start.isPending}>
          Start a family group
        </Button>
      </div>
    </form>
  );
}

function GroupView({ group, isOwner }: { group: FamilyGroup; isOwner: boolean }) {
  const leave = useLeaveFamilyGroup();
  const remove = useRemoveMyFamilyMember();
  const cancel = useCancelFamilyInvitation();
  const failure = useFormFailure();
  const onError = failure.onError;
  return (
    <div className="grid gap-4">
      <h3 className="text-lg font-semibold">{group.name}</h3>
      <FamilyMemberList
        label="Members"
        members={group.members}
        detail={(member) => <span className="text-muted">({member.role === 'owner' ? 'owner' : `joined ${londonDate(member.joinedAt)}`})</span>}
        remove={isOwner ? remove : undefined}
        onError={onError}
      />
      {isOwner ? (
        <>
          {group.invitations.length ? (
            <div className="grid gap-2">
              <h4 className="text-sm font-semibold">Invitations waiting</h4>
              <ul className="grid gap-2">
                {group.invitations.map((invite) => (
                  <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border px-3 py-2 text-sm">
                    <span>
                      {invite.email} <span className="text-muted">(until {londonDate(invite.expiresAt)})</span>
                    </span>
                    <Button variant="ghost" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate(invite.id, { onError })}>
                      Withdraw invitation to {invite.email}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <InviteForm seatsLeft={FAMILY_GROUP_MAX_MEMBERS - (group.members.length - 1) - group.invitations.length} />
        </>
      ) : null}
      <FormFailure message={failure.message} />
      <div>
        <ConfirmDialog
          trigger={isOwner ? 'Dissolve the group' : 'Leave the group'}
          title={isOwner ? 'Dissolve your family group?' : 'Leave your family group?'}
          description={
            isOwner
              ? 'Every member leaves the group. Everyone keeps the points they earned; tiers count each person’s own points again.'
              : 'You keep every point you earned; your tier counts your own points again.'
          }
          confirmLabel={isOwner ? 'Dissolve' : 'Leave'}
          pending={leave.isPending}
          onConfirm={() => leave.mutate(undefined, { onSuccess: () => toast({ title: isOwner ? 'Family group dissolved' : 'You left the family group', variant: 'success' }), onError })}
        />
      </div>
    </div>
  );
}

function InviteForm({ seatsLeft }: { seatsLeft: number }) {
  const invite = useInviteFamilyMember();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (seatsLeft <= 0) return <p className="text-sm text-muted">Your group is full: {FAMILY_GROUP_MAX_MEMBERS} members besides you, counting open invitations.</p>;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError('Email address is required');
    setError(undefined);
    invite.mutate(email.trim(), {
      onSuccess: () => {
        toast({ title: `Invitation sent to ${email.trim()}`, variant: 'success' });
        setEmail('');
      },
      onError: (e) => setError(serverMessage(e)),
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:max-w-md">
      <TextField
        label="Invite by email"
        name="inviteEmail"
        type="email"
        autoComplete="off"
        maxLength={254}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        hint={`${seatsLeft} ${seatsLeft === 1 ? 'place' : 'places'} left. They join from the link in the email, signed in with that address.`}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={invite.isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
