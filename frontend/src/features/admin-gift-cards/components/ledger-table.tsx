// A gift card's or a customer's store credit ledger: each entry, oldest first, with its cause (a till
// sale or refund linked to the sale) and who made it.
import { Link } from 'react-router';
import { formatDateTime } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import type { VoucherEntry } from '../../../../../shared/schemas/gift-cards/gift-card';
import { DataTable } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { ENTRY_KINDS, entryCause } from '../utils/ledger';

const signed = (pence: number) => (pence < 0 ? `−${formatPence(-pence)}` : `+${formatPence(pence)}`);

export function LedgerTable({ label, entries }: { label: string; entries: readonly VoucherEntry[] }) {
  return (
    <DataTable
      label={label}
      rows={entries}
      empty={<p className="text-sm text-muted">No entries yet.</p>}
      head={
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3">When</th>
            <th scope="col" className="pr-3">What</th>
            <th scope="col" className="pr-3 text-right">Amount</th>
            <th scope="col" className="pr-3">Cause</th>
            <th scope="col">By</th>
          </tr>
        </thead>
      }
    >
      {(entry) => {
        const cause = entryCause(entry);
        return (
          <tr key={entry.key} className="border-b border-border/60">
            <td className="py-2 pr-3">{formatDateTime(entry.at)}</td>
            <td className="pr-3">{ENTRY_KINDS[entry.kind]}</td>
            <td className="pr-3 text-right tabular-nums">{signed(entry.amountPence)}</td>
            <td className="pr-3">{cause.saleId ? <Link to={`${paths.adminSales}?sale=${cause.saleId}`} className="text-primary hover:underline">{cause.text}</Link> : cause.text}</td>
            <td>{entry.by?.name ?? ''}</td>
          </tr>
        );
      }}
    </DataTable>
  );
}
