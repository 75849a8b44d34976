// Members at /admin/loyalty: every member with balance and tier (one Query of the members index),
// and the chosen member's ledger with a manual adjustment.
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { useMembers } from '../api/members';
import { MemberLedger } from './member-ledger';

export function MembersSection() {
  const members = useMembers();
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <section aria-labelledby="members-heading" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <h2 id="members-heading" className="text-xl font-semibold">
        Members
      </h2>
      <QueryContent query={members} loadingLabel="Loading the members" failedTitle="The members could not be loaded">
        {(data) => (
          <DataTable
            label="Members"
            className="max-h-96 overflow-y-auto"
            rows={data.members}
            empty={<p className="text-sm text-muted">No member has points yet.</p>}
            head={
              <thead className="text-xs uppercase tracking-wide text-subtle">
                <tr>
                  <th scope="col" className="py-2 pr-4">Member</th>
                  <th scope="col" className="py-2 pr-4">Balance</th>
                  <th scope="col" className="py-2 pr-4">Tier</th>
                  <th scope="col" className="py-2 pr-4">Lifetime points</th>
                  <th scope="col" className="py-2"><span className="sr-only">Ledger</span></th>
                </tr>
              </thead>
            }
          >
            {(member) => (
              <tr key={member.userId} className="border-t border-border">
                <td className="py-2 pr-4 font-medium">{member.name || member.userId}</td>
                <td className="py-2 pr-4">{member.balance}</td>
                <td className="py-2 pr-4">{member.tier}</td>
                <td className="py-2 pr-4">{member.lifetimeEarned}</td>
                <td className="py-2">
                  <Button size="sm" variant={selected === member.userId ? 'secondary' : 'outline'} aria-pressed={selected === member.userId} onClick={() => setSelected(member.userId)}>
                    Ledger of {member.name || member.userId}
                  </Button>
                </td>
              </tr>
            )}
          </DataTable>
        )}
      </QueryContent>
      {selected ? <MemberLedger key={selected} userId={selected} /> : null}
    </section>
  );
}
