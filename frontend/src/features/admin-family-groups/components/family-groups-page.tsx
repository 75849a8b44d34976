// /admin/family-groups: every family group, a form to start one for a customer, and the chosen
// group's members (rename, add, remove, dissolve).
import { useState, type FormEvent } from 'react';
import { FormSubmit, useFormFailure } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toast } from '../../../lib/toast';
import { useCreateFamilyGroup, useFamilyGroups } from '../api/family-groups';
import { FamilyGroupDetail } from './family-group-detail';

const londonDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'short', year: 'numeric' });

export function FamilyGroupsPage() {
  useDocumentTitle('Family groups');
  const groups = useFamilyGroups();
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Family groups</h1>
        <p className="mt-1 text-sm text-muted">A group pools tier progress: each member’s points earned in the last 12 months count for everyone’s tier. Balances stay personal.</p>
      </header>
      <CreateGroupForm onCreated={setSelected} />
      <section aria-labelledby="groups-heading" className="grid min-w-0 gap-3">
        <h2 id="groups-heading" className="text-xl font-semibold">
          Groups
        </h2>
        <QueryContent query={groups} loadingLabel="Loading the family groups" failedTitle="The family groups could not be loaded">
          {(data) => (
            <DataTable
              label="Family groups"
              rows={data.groups}
              empty={<p className="text-sm text-muted">No family groups yet.</p>}
              head={
                <thead className="text-xs uppercase tracking-wide text-subtle">
                  <tr>
                    <th scope="col" className="py-2 pr-4">Name</th>
                    <th scope="col" className="py-2 pr-4">Owner</th>
                    <th scope="col" className="py-2 pr-4">Members</th>
                    <th scope="col" className="py-2 pr-4">Started</th>
                    <th scope="col" className="py-2"><span className="sr-only">Open</span></th>
                  </tr>
                </thead>
              }
            >
              {(group) => (
                <tr key={group.id} className="border-t border-border">
                  <td className="py-2 pr-4 font-medium">{group.name}</td>
                  <td className="py-2 pr-4">
                    {group.ownerName} <span className="text-muted">{group.ownerEmail}</span>
                  </td>
                  <td className="py-2 pr-4">{group.memberCount}</td>
                  <td className="py-2 pr-4">{londonDate(group.createdAt)}</td>
                  <td className="py-2">
                    <Button size="sm" variant={selected === group.id ? 'secondary' : 'outline'} aria-pressed={selected === group.id} onClick={() => setSelected(group.id)}>
                      Manage {group.name}
                    </Button>
                  </td>
                </tr>
              )}
            </DataTable>
          )}
        </QueryContent>
      </section>
      {selected ? <FamilyGroupDetail key={selected} groupId={selected} onDissolved={() => setSelected(null)} /> : null}
    </div>
  );
}

function CreateGroupForm({ onCreated }: { onCreated: (groupId: string) => void }) {
  const create = useCreateFamilyGroup();
  const [name, setName] = useState('');
  const [ownerEmail, setOwnerEmail] = useState('');
  const failure = useFormFailure();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    if (!name.trim() || !ownerEmail.trim()) return failure.show('Enter the group name and the owner’s email address');
    create.mutate(
      { name: name.trim(), ownerEmail: ownerEmail.trim() },
      {
        onSuccess: (group) => {
          if (!('id' in group)) return;
          toast({ title: `${group.name} created`, variant: 'success' });
          setName('');
          setOwnerEmail('');
          onCreated(group.id);
        },
        onError: failure.onError,
      },
    );
  };
  return (
    <section aria-labelledby="create-group-heading" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="create-group-heading" className="text-xl font-semibold">
        Start a group
      </h2>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
        <TextField label="Group name" name="groupName" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
        <TextField label="Owner’s email address" name="ownerEmail" type="email" maxLength={254} value={ownerEmail} onChange={(e) => setOwnerEmail(e.target.value)} />
        <FormSubmit pending={create.isPending} failure={failure.message} className="sm:col-span-2">
          Create group
        </FormSubmit>
      </form>
    </section>
  );
}
