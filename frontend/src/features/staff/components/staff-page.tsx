// /admin/staff (issue 28, decisions 255-259): the members of staff with their role, two-factor and
// suspension; for a role that may manage staff, the invitation form, the open invitations and each
// member's actions (change role with the owner's password, suspend or restore, reset two-factor).
import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, STAFF_ROLE_IDS } from '../../../../../shared/staff/roles';
import type { StaffInvitation, StaffMember } from '../../../../../shared/schemas/staff';
import { ChoiceField } from '../../../components/form/choice-field';
import { FormSubmit, useFormFailure } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useStaffRoles } from '../../staff-roles/api/staff-roles';
import {
  useChangeStaffRole,
  useInviteStaff,
  useResetStaffTwoFactor,
  useSetStaffSuspension,
  useStaff,
  useStaffInvitations,
  useWithdrawStaffInvitation,
} from '../api/staff';

/** Roles an invitation or a role change may name: the built-in ones and the owner's own (decision 265), by their names. */
function useRoleChoices(): { value: string; label: string }[] {
  const roles = useStaffRoles();
  const listed = (roles.data?.roles ?? []).map((role) => ({ value: role.id, label: role.name }));
  return listed.length > 0 ? listed : STAFF_ROLE_IDS.map((id) => ({ value: id, label: STAFF_ROLES[id].name }));
}

function useRoleName(): (id: string) => string {
  const roles = useStaffRoles();
  const names = new Map((roles.data?.roles ?? []).map((role) => [role.id, role.name]));
  return (id) => names.get(id) ?? id;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });

export function StaffPage() {
  useDocumentTitle('Staff');
  const { user } = useAuth();
  const manages = can(user, 'staff.manage');
  const staff = useStaff();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Staff</h1>
        <p className="mt-1 text-sm text-muted">Everyone who works in the admin area, and what their role lets them do.</p>
      </header>
      <QueryContent query={staff} loadingLabel="Loading the staff" failedTitle="The staff could not be loaded">
        {(data) => <MembersTable members={data.members} manages={manages} selfId={user?.id} />}
      </QueryContent>
      {manages ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <InviteForm />
          <Invitations />
        </div>
      ) : null}
    </div>
  );
}

function MembersTable({ members, manages, selfId }: { members: readonly StaffMember[]; manages: boolean; selfId: string | undefined }) {
  const roleName = useRoleName();
  return (
    <section aria-labelledby="members-heading" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="members-heading" className="text-xl font-semibold">
        Members
      </h2>
      <DataTable
        label="Members of staff"
        rows={members}
        empty={<p className="text-sm text-muted">No members of staff yet.</p>}
        head={
          <thead className="text-xs uppercase tracking-wide text-subtle">
            <tr>
              <th scope="col" className="py-2 pr-4">Name</th>
              <th scope="col" className="py-2 pr-4">Username</th>
              <th scope="col" className="py-2 pr-4">Role</th>
              <th scope="col" className="py-2 pr-4">Two-factor</th>
              <th scope="col" className="py-2 pr-4">Suspended</th>
              {manages ? <th scope="col" className="py-2 pr-4"><span className="sr-only">Actions</span></th> : null}
            </tr>
          </thead>
        }
      >
        {(member) => (
          <tr key={member.userId} className="border-t border-border align-top" aria-label={member.name}>
            <td className="py-3 pr-4 font-medium">
              {member.name}
              {member.email ? <span className="block text-xs text-subtle">{member.email}</span> : null}
            </td>
            <td className="py-3 pr-4">{member.username}</td>
            <td className="py-3 pr-4">{roleName(member.staffRole)}</td>
            <td className="py-3 pr-4">{member.twoFactorEnabled ? 'On' : 'Off'}</td>
            <td className="py-3 pr-4">{member.suspended ? 'Suspended' : 'No'}</td>
            {manages ? (
              <td className="py-3 pr-4">{member.userId === selfId ? <span className="text-xs text-subtle">You</span> : <MemberActions member={member} />}</td>
            ) : null}
          </tr>
        )}
      </DataTable>
    </section>
  );
}

function MemberActions({ member }: { member: StaffMember }) {
  const suspension = useSetStaffSuspension(member.userId);
  const resetTwoFactor = useResetStaffTwoFactor(member.userId);
  const failed = (error: unknown) => toast({ title: 'That did not work', description: serverMessage(error), variant: 'destructive' });
  return (
    <div className="flex flex-wrap gap-2">
      <ChangeRoleDialog member={member} />
      {member.suspended ? (
        <ConfirmDialog
          trigger="Restore"
          title={`Restore ${member.name}?`}
          description={`${member.name} can sign in again with their role as it is.`}
          confirmLabel="Restore"
          pending={suspension.isPending}
          onConfirm={() => suspension.mutate(false, { onSuccess: () => toast({ title: `${member.name} restored`, variant: 'success' }), onError: failed })}
        />
      ) : (
        <ConfirmDialog
          trigger="Suspend"
          title={`Suspend ${member.name}?`}
          description={`${member.name} is signed out at once and cannot sign in until you restore them.`}
          confirmLabel="Suspend"
          pending={suspension.isPending}
          onConfirm={() => suspension.mutate(true, { onSuccess: () => toast({ title: `${member.name} suspended`, variant: 'success' }), onError: failed })}
        />
      )}
      {member.twoFactorEnabled ? (
        <ConfirmDialog
          trigger="Reset two-factor"
          title={`Reset ${member.name}’s two-factor?`}
          description={`${member.name} is signed out and signs in next with their password alone, then sets two-factor up again.`}
          confirmLabel="Reset two-factor"
          pending={resetTwoFactor.isPending}
          onConfirm={() => resetTwoFactor.mutate(undefined, { onSuccess: () => toast({ title: `${member.name}’s two-factor reset`, variant: 'success' }), onError: failed })}
        />
      ) : null}
    </div>
  );
}

function ChangeRoleDialog({ member }: { member: StaffMember }) {
  const change = useChangeStaffRole(member.userId);
  const choices = useRoleChoices();
  const [open, setOpen] = useState(false);
  const [staffRole, setStaffRole] = useState('');
  const [password, setPassword] = useState('');
  const failure = useFormFailure();
  const openDialog = (next: boolean) => {
    setOpen(next);
    setStaffRole(member.staffRole);
    setPassword('');
    failure.clear();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    if (!staffRole) return failure.show('Choose a role');
    if (!password) return failure.show('Enter your password to confirm');
    change.mutate(
      { staffRole, password },
      {
        onSuccess: (saved) => {
          toast({ title: `${saved.name}’s role changed`, variant: 'success' });
          setOpen(false);
        },
        onError: failure.onError,
      },
    );
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => openDialog(true)}>
        Change role
      </Button>
      <Dialog open={open} onOpenChange={openDialog}>
        <DialogContent>
          <DialogTitle>Change {member.name}’s role</DialogTitle>
          <DialogDescription>They are signed out and sign in again with the new role. Your password confirms it is you.</DialogDescription>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`Change ${member.name}’s role`}>
            <ChoiceField legend="New role" name="changeStaffRole" value={staffRole} options={choices} onChange={setStaffRole} />
            <TextField label="Your password" name="ownerPassword" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            <FormSubmit pending={change.isPending} failure={failure.message}>
              Change role
            </FormSubmit>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

function InviteForm() {
  const invite = useInviteStaff();
  const choices = useRoleChoices();
  const empty = { firstName: '', lastName: '', email: '' };
  const [fields, setFields] = useState(empty);
  const [staffRole, setStaffRole] = useState('');
  const failure = useFormFailure();
  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const firstName = fields.firstName.trim();
    const lastName = fields.lastName.trim();
    const email = fields.email.trim();
    if (!firstName || !lastName) return failure.show('Enter their first and last name');
    if (!email) return failure.show('Enter their email address');
    if (!staffRole) return failure.show('Choose a role');
    invite.mutate(
      { firstName, lastName, email, staffRole },
      {
        onSuccess: (sent) => {
          toast({ title: `Invitation sent to ${sent.email}`, variant: 'success' });
          setFields(empty);
          setStaffRole('');
        },
        onError: failure.onError,
      },
    );
  };
  return (
    <section aria-labelledby="invite-heading" className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="invite-heading" className="text-xl font-semibold">
        Invite a member of staff
      </h2>
      <p className="text-sm text-muted">They get an email with a link to choose their password. The link works for 7 days.</p>
      <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Invite a member of staff">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="First name" name="firstName" autoComplete="off" maxLength={50} value={fields.firstName} onChange={set('firstName')} />
          <TextField label="Last name" name="lastName" autoComplete="off" maxLength={50} value={fields.lastName} onChange={set('lastName')} />
        </div>
        <TextField label="Email" name="email" type="email" autoComplete="off" value={fields.email} onChange={set('email')} />
        <ChoiceField legend="Role" name="inviteStaffRole" value={staffRole} options={choices} onChange={setStaffRole} />
        <FormSubmit pending={invite.isPending} failure={failure.message}>
          Send invitation
        </FormSubmit>
      </form>
    </section>
  );
}

function Invitations() {
  const invitations = useStaffInvitations();
  return (
    <section aria-labelledby="invitations-heading" className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="invitations-heading" className="text-xl font-semibold">
        Pending invitations
      </h2>
      <QueryContent query={invitations} loadingLabel="Loading the invitations" failedTitle="The invitations could not be loaded">
        {(data) =>
          data.invitations.length === 0 ? (
            <p className="text-sm text-muted">No invitations waiting.</p>
          ) : (
            <ul className="grid gap-2">
              {data.invitations.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} />
              ))}
            </ul>
          )
        }
      </QueryContent>
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: StaffInvitation }) {
  const withdraw = useWithdrawStaffInvitation(invitation.id);
  const roleName = useRoleName();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-raised/40 px-4 py-3" aria-label={invitation.name}>
      <span className="grid gap-0.5 text-sm">
        <span className="font-medium">
          {invitation.name} · {roleName(invitation.staffRole)}
        </span>
        <span className="text-subtle">
          {invitation.email} · {invitation.expired ? 'Expired' : `Works until ${dateFormat.format(new Date(invitation.expiresAt))}`}
        </span>
      </span>
      <ConfirmDialog
        trigger="Withdraw"
        title={`Withdraw ${invitation.name}’s invitation?`}
        description="The emailed link stops working. You can invite them again later."
        confirmLabel="Withdraw"
        pending={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => toast({ title: `Invitation to ${invitation.email} withdrawn`, variant: 'success' }),
            onError: (error) => toast({ title: 'Could not withdraw the invitation', description: serverMessage(error), variant: 'destructive' }),
          })
        }
      />
    </li>
  );
}
