// /admin/roles: the owner's role editor (decision 265). The roles on one side (built in first, then
// the owner's own); on the other the chosen role's permissions by area, a switch each with its name
// and sentence. Custom roles are created, renamed and deleted here; built-in roles keep their names
// and can be reset; the Owner's permissions are shown but fixed.
import { useState, type FormEvent } from 'react';
import type { StaffRoleView } from '../../../../../shared/schemas/staff-roles';
import { PERMISSIONS } from '../../../../../shared/staff/permission-catalogue';
import { ALL_PERMISSIONS, type Permission } from '../../../../../shared/staff/permissions';
import { ALWAYS_GRANTED } from '../../../../../shared/staff/role-permissions';
import { FormSubmit, useFormFailure } from '../../../components/form/form-failure';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toast } from '../../../lib/toast';
import { useCreateStaffRole, useDeleteStaffRole, useResetStaffRole, useStaffRoles, useUpdateStaffRole } from '../api/staff-roles';

/** The catalogue's areas in its order, each with its permissions. */
const AREAS: readonly { area: string; permissions: Permission[] }[] = ALL_PERMISSIONS.reduce<{ area: string; permissions: Permission[] }[]>((areas, permission) => {
  const { area } = PERMISSIONS[permission];
  const last = areas.at(-1);
  if (last?.area === area) last.permissions.push(permission);
  else areas.push({ area, permissions: [permission] });
  return areas;
}, []);

const members = (count: number) => (count === 1 ? '1 member' : `${count} members`);

export function StaffRolesPage() {
  useDocumentTitle('Staff roles');
  const roles = useStaffRoles();
  const [selectedId, setSelectedId] = useState('owner');
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Staff roles</h1>
        <p className="mt-1 text-sm text-muted">
          A role is what its members may do. Change any role but the Owner’s, or make your own; members follow a change on their next click.
        </p>
      </header>
      <QueryContent query={roles} loadingLabel="Loading the roles" failedTitle="The roles could not be loaded">
        {(data) => {
          const selected = data.roles.find((role) => role.id === selectedId) ?? data.roles[0]!;
          return (
            <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
              <div className="grid content-start gap-6">
                <RoleList roles={data.roles} selectedId={selected.id} onSelect={setSelectedId} />
                <CreateRoleForm onCreated={setSelectedId} />
              </div>
              <RoleEditor key={`${selected.id}:${selected.name}:${selected.permissions.join()}`} role={selected} onDeleted={() => setSelectedId('owner')} />
            </div>
          );
        }}
      </QueryContent>
    </div>
  );
}

function RoleList({ roles, selectedId, onSelect }: { roles: readonly StaffRoleView[]; selectedId: string; onSelect: (id: string) => void }) {
  return (
    <section aria-labelledby="roles-heading" className="grid gap-3">
      <h2 id="roles-heading" className="text-xl font-semibold">
        Roles
      </h2>
      <ul className="grid gap-2">
        {roles.map((role) => (
          <li key={role.id}>
            <button
              type="button"
              aria-pressed={role.id === selectedId}
              onClick={() => onSelect(role.id)}
              className="grid w-full gap-0.5 rounded-xl border border-border bg-surface px-4 py-3 text-left hover:border-primary aria-pressed:border-primary aria-pressed:bg-surface-raised"
            >
              <span className="font-medium">{role.name}</span>
              <span className="text-xs text-subtle">
                {role.builtIn ? 'Built in' : 'Custom'}
                {role.edited ? ', changed' : ''}
                {role.memberCount === undefined ? '' : ` · ${members(role.memberCount)}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CreateRoleForm({ onCreated }: { onCreated: (roleId: string) => void }) {
  const create = useCreateStaffRole();
  const [name, setName] = useState('');
  const failure = useFormFailure();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    if (!name.trim()) return failure.show('Give the role a name');
    create.mutate(
      { name: name.trim(), permissions: [] },
      {
        onSuccess: (role) => {
          toast({ title: `${role.name} created: choose what it allows`, variant: 'success' });
          setName('');
          onCreated(role.id);
        },
        onError: failure.onError,
      },
    );
  };
  return (
    <section aria-labelledby="new-role-heading" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="new-role-heading" className="text-lg font-semibold">
        New role
      </h2>
      <form onSubmit={onSubmit} noValidate className="grid gap-3">
        <TextField label="Role name" name="newRoleName" maxLength={40} value={name} onChange={(e) => setName(e.target.value)} />
        <FormSubmit pending={create.isPending} failure={failure.message}>
          Create role
        </FormSubmit>
      </form>
    </section>
  );
}

function RoleEditor({ role, onDeleted }: { role: StaffRoleView; onDeleted: () => void }) {
  const update = useUpdateStaffRole(role.id);
  const reset = useResetStaffRole(role.id);
  const remove = useDeleteStaffRole(role.id);
  const [name, setName] = useState(role.name);
  const [chosen, setChosen] = useState<ReadonlySet<Permission>>(() => new Set(role.permissions as Permission[]));
  const failure = useFormFailure();
  const fixed = role.id === 'owner';
  const toggle = (permission: Permission, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    if (!name.trim()) return failure.show('Give the role a name');
    update.mutate(
      { name: name.trim(), permissions: [...chosen] },
      { onSuccess: (saved) => toast({ title: `${saved.name} saved`, variant: 'success' }), onError: failure.onError },
    );
  };
  return (
    <section aria-labelledby="role-heading" className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-5">
      <header className="grid gap-1">
        <h2 id="role-heading" className="text-2xl font-semibold">
          {role.name}
        </h2>
        {role.summary ? <p className="text-sm text-muted">{role.summary}</p> : null}
        {role.memberCount === undefined ? null : <p className="text-sm text-subtle">Given to {members(role.memberCount)}.</p>}
      </header>
      {fixed ? <Notice tone="info">The Owner role always allows everything; its permissions cannot be changed.</Notice> : null}
      <form onSubmit={onSubmit} noValidate aria-label={`Permissions of ${role.name}`} className="grid gap-5">
        {role.builtIn ? null : <TextField label="Role name" name="roleName" maxLength={40} value={name} onChange={(e) => setName(e.target.value)} />}
        {AREAS.map(({ area, permissions }) => (
          <fieldset key={area} className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold uppercase tracking-wide text-subtle">{area}</legend>
            {permissions.map((permission) => {
              const always = ALWAYS_GRANTED.includes(permission);
              const { label, sentence } = PERMISSIONS[permission];
              return (
                <label key={permission} className="flex items-start justify-between gap-4 rounded-xl border border-border bg-surface-raised/40 px-4 py-3">
                  <span className="grid gap-0.5">
                    <span className="text-sm font-medium">{label}</span>
                    <span className="text-sm text-muted">{always ? `${sentence} Every role has this.` : sentence}</span>
                  </span>
                  <input
                    type="checkbox"
                    role="switch"
                    className="mt-1 h-5 w-5 shrink-0 accent-cyan-400"
                    checked={fixed || always || chosen.has(permission)}
                    disabled={fixed || always}
                    onChange={(event) => toggle(permission, event.target.checked)}
                  />
                </label>
              );
            })}
          </fieldset>
        ))}
        {fixed ? null : (
          <FormSubmit
            pending={update.isPending}
            failure={failure.message}
            beside={
              role.builtIn ? (
                role.edited ? (
                  <ConfirmDialog
                    trigger="Reset to defaults"
                    title={`Reset ${role.name}?`}
                    description={`${role.name} goes back to the permissions it came with; its members follow on their next click.`}
                    confirmLabel="Reset role"
                    pending={reset.isPending}
                    onConfirm={() =>
                      reset.mutate(undefined, { onSuccess: () => toast({ title: `${role.name} reset to its defaults`, variant: 'success' }), onError: failure.onError })
                    }
                  />
                ) : null
              ) : (
                <ConfirmDialog
                  trigger="Delete role"
                  title={`Delete ${role.name}?`}
                  description="A role can be deleted once no member of staff has it."
                  confirmLabel="Delete role"
                  pending={remove.isPending}
                  onConfirm={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => {
                        toast({ title: `${role.name} deleted`, variant: 'success' });
                        onDeleted();
                      },
                      onError: failure.onError,
                    })
                  }
                />
              )
            }
          >
            Save role
          </FormSubmit>
        )}
      </form>
    </section>
  );
}
