// The bookkeeper's export: a range's invoices, credit notes and payments as the CSV files Xero or
// QuickBooks Online import (every export is recorded in the activity log).
import { useState, type FormEvent } from 'react';
import type { AccountingFormat } from '../../../../../shared/schemas/reports/accounting';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Notice } from '../../../components/form/notice';
import { Button } from '../../../components/ui/button';
import { downloadText } from '../../../lib/csv-download';
import { serverMessage } from '../../../lib/server-message';
import { useAccountingExport } from '../api/accounting-export';
import { lastMonth } from '../utils/range';

export function AccountingExportSection() {
  const [form, setForm] = useState<{ from: string; to: string; format: AccountingFormat }>(() => ({ ...lastMonth(), format: 'xero' }));
  const exporter = useAccountingExport();
  const problem = !form.from || !form.to ? 'Choose both dates' : form.from > form.to ? 'The start day must not be after the end day' : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    exporter.mutate(form, { onSuccess: (result) => result.files.forEach((f) => downloadText(`${form.from}-to-${form.to}-${f.name}`, f.csv)) });
  }

  return (
    <section aria-labelledby="accounting-heading" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <h2 id="accounting-heading" className="text-lg font-semibold">Accounting export</h2>
      <p className="text-sm text-muted">
        Invoices, credit notes and payments as CSV files for Xero or QuickBooks Online. Amounts include VAT: choose tax inclusive when importing.
      </p>
      <form onSubmit={submit} aria-label="Export for the accounts" className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="export-from" className={labelClasses}>From</label>
          <input id="export-from" type="date" value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} className={inputClasses(false)} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="export-to" className={labelClasses}>To</label>
          <input id="export-to" type="date" value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} className={inputClasses(false)} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="export-format" className={labelClasses}>For</label>
          <select id="export-format" value={form.format} onChange={(e) => setForm({ ...form, format: e.target.value as AccountingFormat })} className={inputClasses(false)}>
            <option value="xero">Xero</option>
            <option value="quickbooks">QuickBooks Online</option>
          </select>
        </div>
        <Button type="submit" size="sm" disabled={Boolean(problem) || exporter.isPending}>Download files</Button>
        {problem ? <p role="alert" className="w-full text-sm font-medium text-danger">{problem}</p> : null}
      </form>
      {exporter.isError ? <Notice tone="error">{serverMessage(exporter.error)}</Notice> : null}
      {exporter.data ? (
        <p className="text-sm text-muted" aria-live="polite">
          Downloaded {exporter.data.files.map((f) => `${f.name} (${f.rows} ${f.rows === 1 ? 'row' : 'rows'})`).join(', ')}.
        </p>
      ) : null}
    </section>
  );
}
