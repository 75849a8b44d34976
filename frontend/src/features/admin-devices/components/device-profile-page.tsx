// /admin/device-profile/{qrCode}: the device, its repairs with their warranty, and its sticker to print.
import Printer from 'lucide-react/icons/printer';
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import type { DeviceProfile } from '../../../../../shared/schemas/repairs/device';
import { DEVICE_LABEL_ID, DeviceLabel } from '../../../components/repairs/device-label';
import { printSheet } from '../../../components/repairs/print-area';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorStatus, serverMessage } from '../../../lib/server-message';
import { warrantyText } from '../../../lib/warranty-text';
import { useAdminDevice } from '../api/device-profile';

function Profile({ profile }: { profile: DeviceProfile }) {
  const { device, repairs, warranty } = profile;
  const title = `${device.make} ${device.model}`;
  useDocumentTitle(title);
  return (
    <div className="grid gap-6">
      <header>
        <p className="text-sm capitalize text-subtle">{device.type}</p>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_auto]">
        <dl className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-subtle">Colour</dt>
            <dd className="font-semibold">{device.colour ?? 'Not recorded'}</dd>
          </div>
          <div>
            <dt className="text-sm text-subtle">IMEI</dt>
            <dd className="font-mono font-semibold">{device.imei ?? 'Not recorded'}</dd>
          </div>
          <div>
            <dt className="text-sm text-subtle">Serial number</dt>
            <dd className="font-mono font-semibold">{device.serial ?? 'Not recorded'}</dd>
          </div>
          <div>
            <dt className="text-sm text-subtle">Warranty</dt>
            <dd className="font-semibold">{warrantyText(warranty) ?? 'None'}</dd>
          </div>
          <div>
            <dt className="text-sm text-subtle">On file since</dt>
            <dd className="font-semibold">{formatDate(device.createdAt)}</dd>
          </div>
        </dl>
        <div className="grid content-start justify-items-center gap-3 rounded-2xl border border-border bg-surface p-5">
          <DeviceLabel deviceQr={device.qrCode} title={title} />
          <Button variant="outline" onClick={() => printSheet(DEVICE_LABEL_ID)}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            Print device label
          </Button>
        </div>
      </div>
      <section aria-labelledby="device-repairs" className="grid gap-3">
        <h2 id="device-repairs" className="text-xl font-semibold">
          Repairs
        </h2>
        {repairs.length === 0 ? (
          <p className="text-sm text-muted">No repairs yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Repairs of this device">
            {repairs.map((repair) => (
              <li key={repair.qrCode}>
                <Link
                  to={generatePath(paths.adminJob, { qrCode: repair.qrCode })}
                  className="grid gap-1 rounded-xl border border-border bg-surface p-4 hover:border-primary sm:grid-cols-[8rem_1fr_10rem_1fr] sm:items-center"
                >
                  <span className="font-mono font-semibold text-primary">{repair.jobNumber}</span>
                  <span className="text-sm">
                    {repair.fault}
                    {repair.isWarrantyClaim ? <span className="ml-1 text-xs text-accent">(warranty claim)</span> : null}
                  </span>
                  <span className="text-sm font-semibold">
                    {repair.status}
                    {repair.totalPence !== undefined ? <span className="ml-1 font-normal text-muted">{formatPence(repair.totalPence)}</span> : null}
                  </span>
                  <span className="text-sm text-subtle">
                    {repair.collectedAt ? `Collected ${formatDate(repair.collectedAt)}` : `Opened ${formatDate(repair.openedAt)}`}
                    {warrantyText(repair.warranty) ? ` · Warranty ${warrantyText(repair.warranty)}` : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function AdminDeviceProfilePage({ qrCode }: { qrCode: string }) {
  const profile = useAdminDevice(qrCode);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      {profile.isPending ? (
        <PageSpinner label="Loading the device" />
      ) : profile.isError ? (
        <div role="alert" className="grid gap-2 rounded-2xl border border-danger/40 bg-surface p-6">
          <h1 className="text-xl font-semibold">{errorStatus(profile.error) === 404 ? 'No device has this code' : 'The device could not be loaded'}</h1>
          <p className="text-sm text-muted">{serverMessage(profile.error)}</p>
        </div>
      ) : (
        <Profile profile={profile.data} />
      )}
    </div>
  );
}
