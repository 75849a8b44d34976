// The commission rules (decision 262): a labour and a sales percentage per role, and members with
// rates of their own, which replace their role's.
import { useState, type FormEvent } from 'react';
import type { CommissionRules } from '../../../../../shared/schemas/reports/commissions';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useSaveCommissionRules, useStaffToChoose } from '../api/commissions';

interface Row {
  key: string;
  label: string;
  labour: string;
  sales: string;
}

function PercentInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <input aria-label={label} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses(false, 'w-24 text-right')} />
  );
}

const percent = (text: string) => (text.trim() === '' ? 0 : Number(text));

export function RulesForm({ rules }: { rules: CommissionRules }) {
  const save = useSaveCommissionRules();
  const staff = useStaffToChoose();
  const failure = useFormFailure();
  const [roles, setRoles] = useState<Row[]>(() => rules.roles.map((r) => ({ key: r.role, label: r.name, labour: String(r.labourPercent), sales: String(r.salesPercent) })));
  const [members, setMembers] = useState<Row[]>(() => rules.members.map((m) => ({ key: m.userId, label: m.name, labour: String(m.labourPercent), sales: String(m.salesPercent) })));
  const [adding, setAdding] = useState('');
  const choosable = (staff.data?.members ?? []).filter((m) => !members.some((row) => row.key === m.userId));

  const update = (list: Row[], set: (rows: Row[]) => void, key: string, field: 'labour' | 'sales', value: string) =>
    set(list.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const all = [...roles, ...members];
    if (all.some((row) => Number.isNaN(percent(row.labour)) || Number.isNaN(percent(row.sales)))) return failure.show('Enter each rate as a percentage, such as 10 or 2.5.');
    save.mutate(
      {
        version: rules.version,
        roles: roles.map((row) => ({ role: row.key, labourPercent: percent(row.labour), salesPercent: percent(row.sales) })),
        members: members.map((row) => ({ userId: row.key, labourPercent: percent(row.labour), salesPercent: percent(row.sales) })),
      },
      { onSuccess: () => toast({ title: 'Commission rules saved', variant: 'success' }), onError: failure.onError },
    );
  };

  const table = (rows: Row[], set: (rows: Row[]) => void, removable: boolean) => (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-border text-muted">
          <th scope="col" className="py-2">{removable ? 'Member' : 'Role'}</th>
          <th scope="col" className="py-2 text-right">Labour %</th>
          <th scope="col" className="py-2 text-right">Sales %</th>
          {removable ? <th scope="col"><span className="sr-only">Remove</span></th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-border/60">
            <th scope="row" className="py-2 font-medium">{row.label}</th>
            <td className="py-2 text-right"><PercentInput label={`Labour % for ${row.label}`} value={row.labour} onChange={(v) => update(rows, set, row.key, 'labour', v)} /></td>
            <td className="py-2 text-right"><PercentInput label={`Sales % for ${row.label}`} value={row.sales} onChange={(v) => update(rows, set, row.key, 'sales', v)} /></td>
            {removable ? (
              <td className="py-2 text-right">
                <Button variant="ghost" size="sm" onClick={() => set(rows.filter((r) => r.key !== row.key))}>Remove</Button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <form onSubmit={onSubmit} aria-label="Commission rules" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-lg font-semibold">Commission rules</h2>
      <p className="text-sm text-muted">A percentage of the labour on repairs a member completed and of the goods they sold at the till; refunded lines are taken back. A member's own rates replace their role's.</p>
      {table(roles, setRoles, false)}
      <h3 className="font-semibold">Members with their own rates</h3>
      {members.length ? table(members, setMembers, true) : <p className="text-sm text-muted">None: every member earns their role's rates.</p>}
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1">
          <span className={labelClasses}>Add a member</span>
          <select value={adding} onChange={(e) => setAdding(e.target.value)} className={inputClasses(false)}>
            <option value="">Choose a member of staff</option>
            {choosable.map((m) => (
              <option key={m.userId} value={m.userId}>{m.name}</option>
            ))}
          </select>
        </label>
        <Button
          variant="outline"
          size="sm"
          disabled={!adding}
          onClick={() => {
            const member = choosable.find((m) => m.userId === adding);
            if (member) setMembers([...members, { key: member.userId, label: member.name, labour: '0', sales: '0' }]);
            setAdding('');
          }}
        >
          Add
        </Button>
      </div>
      <FormFailure message={failure.message} />
      <div>
        <Button type="submit" disabled={save.isPending}>Save rules</Button>
      </div>
    </form>
  );
}
