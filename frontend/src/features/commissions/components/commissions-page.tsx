// /admin/reports/commissions: the commission rules and each member's commission for a period, with
// what it is made of and a CSV (decision 262).
import { useState } from 'react';
import { londonDay } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import type { CommissionReport } from '../../../../../shared/schemas/reports/commissions';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { downloadText } from '../../../lib/csv-download';
import { useCommissionReport, useCommissionRules } from '../api/commissions';
import { commissionsCsv } from '../utils/commissions-csv';
import { RulesForm } from './rules-form';

function Report({ report }: { report: CommissionReport }) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          Commission in all: <strong>{formatPence(report.commissionPence)}</strong>
        </p>
        <Button variant="outline" size="sm" onClick={() => downloadText(`commissions-${report.from}-to-${report.to}.csv`, commissionsCsv(report))} disabled={report.members.length === 0}>
          Export CSV
        </Button>
      </div>
      <DataTable
        label="Commission by member"
        rows={report.members}
        empty={<p className="text-muted">Nobody earned commission in this period.</p>}
        head={
          <thead>
            <tr className="border-b border-border text-muted">
              <th scope="col" className="py-2 pr-3">Member</th>
              <th scope="col" className="py-2 text-right">Labour</th>
              <th scope="col" className="py-2 text-right">Sales</th>
              <th scope="col" className="py-2 text-right">Commission</th>
            </tr>
          </thead>
        }
      >
        {(member) => (
          <tr key={member.userId} className="border-b border-border/60" data-testid={`commission-${member.userId}`}>
            <th scope="row" className="py-2 pr-3 font-semibold">{member.name}</th>
            <td className="py-2 text-right tabular-nums">{formatPence(member.labourPence)}</td>
            <td className="py-2 text-right tabular-nums">{formatPence(member.salesPence)}</td>
            <td className="py-2 text-right font-semibold tabular-nums">{formatPence(member.commissionPence)}</td>
          </tr>
        )}
      </DataTable>
      {report.members.map((member) => (
        <details key={member.userId} className="rounded-xl border border-border p-3 text-sm">
          <summary className="cursor-pointer font-medium">What {member.name} earned it on</summary>
          <ul className="mt-2 grid gap-1" aria-label={`Commission items of ${member.name}`}>
            {member.items.map((item, i) => (
              <li key={`${item.reference}-${i}`}>
                {item.day} · {item.kind === 'labour' ? 'Labour' : 'Sale'} · {item.reference} · {item.description}: {formatPence(item.basePence)} at {item.percent}%
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}

export function CommissionsPage() {
  useDocumentTitle('Commissions');
  const today = londonDay(new Date());
  const [range, setRange] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const rules = useCommissionRules();
  const report = useCommissionReport(range);
  const set = (field: 'from' | 'to', value: string) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) setRange({ ...range, [field]: value });
  };
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Commissions</h1>
        <p className="mt-1 text-sm text-muted">Each member's commission for a period: labour on the repairs they completed and the goods they sold, less refunded lines.</p>
      </header>
      <div className="flex flex-wrap items-end gap-4">
        <TextField label="From" name="from" type="date" value={range.from} onChange={(e) => set('from', e.target.value)} />
        <TextField label="To" name="to" type="date" value={range.to} onChange={(e) => set('to', e.target.value)} />
      </div>
      <QueryContent query={report} loadingLabel="Loading the commission report" announceFailure={false}>
        {(data) => <Report report={data} />}
      </QueryContent>
      <QueryContent query={rules} loadingLabel="Loading the commission rules" announceFailure={false}>
        {(data) => <RulesForm key={data.version} rules={data} />}
      </QueryContent>
    </div>
  );
}
