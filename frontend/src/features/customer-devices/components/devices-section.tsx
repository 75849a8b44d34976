// The dashboard's devices: each with its warranty, linking to its page to edit it.
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { Notice } from '../../../components/form/notice';
import { Spinner } from '../../../components/ui/spinner';
import { WarrantyBadge } from '../../../components/warranty-badge';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { myDevicesQueryOptions } from '../api/my-devices';

export function DevicesSection() {
  const devices = useQuery(myDevicesQueryOptions());
  return (
    <section aria-labelledby="devices-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="devices-title" className="text-xl font-semibold">
          Your devices
        </h2>
        <Link to={paths.registerDevice} className="text-sm font-medium text-primary hover:underline">
          Register a device
        </Link>
      </div>
      {devices.isPending ? (
        <Spinner label="Loading your devices" />
      ) : devices.isError ? (
        <Notice tone="error" title="Could not load your devices">
          {serverMessage(devices.error)}
        </Notice>
      ) : devices.data.devices.length === 0 ? (
        <p className="text-muted">No devices registered yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {devices.data.devices.map((device) => (
            <li key={device.qrCode}>
              <Link
                to={generatePath(paths.editDevice, { id: device.qrCode })}
                className="group grid h-full gap-1 rounded-xl border border-border bg-surface-raised/60 p-4 hover:border-primary"
              >
                <span className="flex items-center justify-between gap-2 font-semibold group-hover:text-primary">
                  {device.make} {device.model}
                  <ChevronRight className="h-4 w-4" aria-hidden="true" />
                </span>
                <span className="text-sm text-muted capitalize">
                  {device.type}
                  {device.colour ? ` · ${device.colour}` : ''}
                </span>
                <WarrantyBadge warranty={device.warranty} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
