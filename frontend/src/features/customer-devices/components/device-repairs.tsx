// A device's repairs at the shop, each linking to the customer's page of that repair.
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import type { DeviceProfile } from '../../../../../shared/schemas/repairs/device';
import { WarrantyBadge } from '../../../components/warranty-badge';
import { paths } from '../../../config/paths';

export function DeviceRepairs({ repairs }: { repairs: DeviceProfile['repairs'] }) {
  if (repairs.length === 0) return <p className="text-muted">No repairs yet.</p>;
  return (
    <ul className="grid gap-3">
      {repairs.map((repair) => (
        <li key={repair.qrCode} className="grid gap-1 rounded-xl border border-border bg-surface-raised/60 p-4">
          <Link to={generatePath(paths.repairDetail, { repairId: repair.qrCode })} className="flex flex-wrap items-baseline justify-between gap-2 hover:text-primary">
            <span className="font-semibold">{repair.jobNumber}</span>
            <span className="text-sm text-muted">{repair.status}</span>
          </Link>
          <p className="text-muted">{repair.fault}</p>
          <p className="text-sm text-subtle">
            Booked in {formatDate(repair.openedAt)}
            {repair.collectedAt ? ` · collected ${formatDate(repair.collectedAt)}` : ''}
            {repair.isWarrantyClaim ? ' · warranty repair' : repair.totalPence !== undefined ? ` · ${formatPence(repair.totalPence)}` : ''}
          </p>
          <WarrantyBadge warranty={repair.warranty} />
        </li>
      ))}
    </ul>
  );
}
